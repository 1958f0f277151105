/* outer /* nested */ still a comment */
let raw = #"a "quoted" \(not) \#(yes) "#
let multi = """
    line \(value) and \"""
    \
    last
    """
let deep = "a\("b\("c\(d)")")"
let open = "unterminated
let x = cond ? NSLocalizedString("a", comment: "") : other ?? "b"
let `default` = #if DEBUG
