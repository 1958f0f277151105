/// Lists of names the matchers compare tokens with, made once.
enum Words {
    static let javaTypes: [StaticString] = ["class", "interface", "enum", "record"]
    /// Calls that add to a collection (`items.append(x)`).
    static let appending: [StaticString] = ["append", "insert", "add", "addObject", "addAll", "appendContentsOf"]
    /// Calls that bound a sequence (`items.prefix(3)`).
    static let bounding: [StaticString] = ["prefix", "take", "suffix", "takeLast"]
    static let functionIntroducers: [StaticString] = ["func", "fun", "def"]
    /// Words that start a statement, not an expression.
    static let statements: [StaticString] = ["let", "var", "if", "guard", "for", "while", "switch", "return", "val", "do"]
    static let bindings: [StaticString] = ["let", "var", "val"]
    static let nothing: [StaticString] = ["nil", "null", "NULL", "Nil"]
    static let pinning: [StaticString] = ["requestPinShortcut", "createShortcutResultIntent"]
    static let publishing: [StaticString] = ["setDynamicShortcuts", "addDynamicShortcuts", "pushDynamicShortcut", "updateShortcuts"]
}
