import EllipsisCore

extension ValueResolver {
    /// The value of a declaration: a constant's initializer, what a computed
    /// property or a function returns (its parameters bound to the call's
    /// arguments), an enum case's raw value.
    func declarationValue(_ declaration: Declaration, call: ([Argument], ResolutionContext)?,
                          _ context: ResolutionContext) -> CodeValue {
        var inner = ResolutionContext(file: declaration.file, scope: declaration, container: declaration.container,
                                      selfCase: context.selfCase, depth: context.depth + 1)
        let here = location(declaration.file, declaration.token)
        guard inner.depth < Self.maximumDepth else { return .runTime(pattern: "%@", here) }
        switch declaration.kind {
        case .enumCase:
            return .string(declaration.rawValue ?? declaration.name, here)
        case .type:
            return .runTime(pattern: "%@", here)
        case .constant:
            guard let value = declaration.value else { return .runTime(pattern: "%@", here) }
            return resolve(value, inner)
        case .computed:
            guard let value = declaration.value else { return .runTime(pattern: "%@", here) }
            return returnedValue(body: value, file: declaration.file, inner)
        case .function:
            guard let value = declaration.value else { return .runTime(pattern: "%@", here) }
            if let (arguments, callerContext) = call {
                for (position, parameter) in declaration.parameters.enumerated() {
                    let argument = arguments.first { $0.label != nil && $0.label == (parameter.label ?? parameter.name) }
                        ?? (position < arguments.count && (arguments[position].label == nil || parameter.label == nil
                            || files[declaration.file].language != .swift) ? arguments[position] : nil)
                    guard let argument else { continue }
                    inner.bindings[parameter.name] = Binding(range: argument.range, context: callerContext)
                }
            }
            let source = files[declaration.file]
            // Kotlin `fun f() = expression` and Objective-C macros hold an expression, not a body.
            if value.lowerBound == 0 || !source.isByte(value.lowerBound - 1, UInt8(ascii: "{")) {
                return resolve(value, inner)
            }
            return returnedValue(body: value, file: declaration.file, inner)
        }
    }

    /// What a body returns: every `return` outside its closures (only the branch
    /// of `self`'s case when that is known), or the body itself when it is one
    /// expression (`get { ... }` included).
    func returnedValue(body: Range<Int>, file: Int, _ context: ResolutionContext) -> CodeValue {
        let source = files[file]
        var values: [CodeValue] = []
        var index = body.lowerBound
        while index < body.upperBound {
            if source.isIdentifier(index, "return"), !isInClosure(index, body: body, source),
               isInSelfCaseBranch(index, body: body, source, context) {
                let end = source.expressionEnd(from: index + 1, limit: body.upperBound)
                if end > index + 1 { values.append(resolve((index + 1)..<end, context)) }
                index = max(end, index + 1)
                continue
            }
            index += 1
        }
        if values.isEmpty {
            var range = body
            if source.isIdentifier(range.lowerBound, "get"), source.isByte(range.lowerBound + 1, UInt8(ascii: "{")),
               let close = source.close(of: range.lowerBound + 1) {
                range = (range.lowerBound + 2)..<close
            }
            guard !range.isEmpty, !Words.statements.contains(where: { source.isIdentifier(range.lowerBound, $0) }) else {
                return .runTime(pattern: "%@", nil)
            }
            let end = source.expressionEnd(from: range.lowerBound, limit: range.upperBound)
            values.append(resolve(range.lowerBound..<end, context))
        }
        var unique: [CodeValue] = []
        var seen = Set<String>()
        for value in values.flatMap(\.flattened) where seen.insert(String(describing: value)).inserted { unique.append(value) }
        return unique.count == 1 ? unique[0] : .alternatives(unique)
    }

    /// Whether a token sits in a closure inside `body` (its `return` is the closure's, not the body's).
    func isInClosure(_ token: Int, body: Range<Int>, _ source: SourceTokens) -> Bool {
        var open = Int(source.enclosing[token])
        while open >= body.lowerBound {
            if source.isByte(open, UInt8(ascii: "{")), !ControlFlow.isBlock(open, source) { return true }
            open = Int(source.enclosing[open])
        }
        return false
    }

    /// With `self` a known enum case, whether a `return` is in that case's branch of a `switch self` (or no case branch).
    private func isInSelfCaseBranch(_ token: Int, body: Range<Int>, _ source: SourceTokens, _ context: ResolutionContext) -> Bool {
        guard let selfCase = context.selfCase else { return true }
        let block = source.enclosing[token]
        var index = token - 1
        while index >= body.lowerBound {
            if source.enclosing[index] == block, source.isIdentifier(index, "default") { return true }
            if source.enclosing[index] == block, source.isIdentifier(index, "case") {
                var cursor = index + 1
                while cursor < token, !source.isByte(cursor, UInt8(ascii: ":")) {
                    if source.isIdentifier(cursor, Name(selfCase.name)) { return true }
                    cursor += 1
                }
                return false
            }
            index -= 1
        }
        return true
    }

    /// The value a localization call makes.
    func formValue(_ form: LocalizationForm, arguments: [Argument], receiver: Range<Int>?, at token: Int,
                   _ context: ResolutionContext) -> CodeValue {
        var used = Set<Int>()
        func slotValue(_ slots: [LocalizationForm.Slot]) -> CodeValue? {
            for slot in slots {
                switch slot {
                case .position(let position):
                    if position < arguments.count, arguments[position].label == nil || files[context.file].language != .swift {
                        used.insert(position)
                        return resolve(arguments[position].range, context.deeper())
                    }
                case .label(let label):
                    if let position = arguments.firstIndex(where: { $0.label == label }) {
                        used.insert(position)
                        return resolve(arguments[position].range, context.deeper())
                    }
                case .receiver:
                    if let receiver { return resolve(receiver, context.deeper()) }
                }
            }
            return nil
        }
        let here = location(context.file, token)
        guard let key = slotValue(form.key) else { return .runTime(pattern: "%@", here) }
        // NSLocalizedString and its kin read `Localizable` when no table is named.
        let table = slotValue(form.table)?.constantString ?? form.fixedTable ?? (form.isResource ? nil : "Localizable")
        let defaultValue = slotValue(form.value)?.constantString
        let ignored: Set<String> = ["comment", "bundle", "locale", "tableName", "table", "value", "defaultValue", "fallback"]
        let extra = arguments.indices.filter { !used.contains($0) && !ignored.contains(arguments[$0].label ?? "") }
        let formatted = form.formatArguments && !extra.isEmpty
        func make(_ value: CodeValue) -> CodeValue {
            switch value {
            case .string(let text, let location):
                return form.isResource ? .runTime(pattern: "%@", location)
                    : .text(.key(text, table: table, defaultValue: defaultValue, location: location, formatted: formatted))
            case .text(.resource(let name, let location, _)) where form.isResource:
                return .text(.resource(name, location: location, formatted: formatted))
            case .text:
                return value
            case .alternatives(let values):
                return .alternatives(values.map(make))
            case .parameter:
                return value
            default:
                return .runTime(pattern: "%@", here)
            }
        }
        return make(key)
    }

    /// An Objective-C message as a value: localization, formats, icons, the app's methods.
    func messageValue(_ message: MessageSend, at open: Int, _ context: ResolutionContext) -> CodeValue {
        let source = files[context.file]
        let here = location(context.file, open)
        let arguments = message.parts.map { Argument(label: $0.name, range: $0.range) }
        guard let first = message.parts.first else { return .runTime(pattern: "%@", here) }
        if let form = forms(for: context.file).form(named: first.name, arguments: arguments) {
            return formValue(form, arguments: arguments, receiver: nil, at: open, context)
        }
        if ["stringWithFormat", "localizedStringWithFormat", "initWithFormat"].contains(first.name) {
            let comma = topLevel(first.range, source).first { source.isByte($0, UInt8(ascii: ",")) }
            return formatted(resolve(first.range.lowerBound..<(comma ?? first.range.upperBound), context.deeper()))
        }
        switch first.name {
        case "iconWithType":
            if let name = enumConstant(first.range, source, prefix: "UIApplicationShortcutIconType") { return .icon(.system(name)) }
        case "iconWithSystemImageName", "systemImageNamed":
            if let name = resolve(first.range, context.deeper()).constantString { return .icon(.symbol(name)) }
        case "iconWithTemplateImageName", "imageNamed":
            if let name = resolve(first.range, context.deeper()).constantString { return .icon(.image(name)) }
        default:
            break
        }
        let selector = message.selector
        if let method = index.named(first.name).first(where: { $0.kind == .function && ($0.selector == selector || $0.selector == nil) }) {
            return declarationValue(method, call: (arguments, context), context)
        }
        return .runTime(pattern: "%@", here)
    }

    /// `UIApplicationShortcutIconTypeAdd` -> `Add`.
    func enumConstant(_ range: Range<Int>, _ source: SourceTokens, prefix: String) -> String? {
        guard range.count == 1, source[range.lowerBound].kind == .identifier else { return nil }
        let text = source.text(range.lowerBound)
        guard text.hasPrefix(prefix), text.count > prefix.count else { return nil }
        return String(text.dropFirst(prefix.count))
    }

    /// Icons and images: `UIApplicationShortcutIcon(type: .add)`, `(systemImageName:)`,
    /// `(templateImageName:)`, `UIImage(systemName:)`, `UIImage(named:)`, SwiftUI
    /// `Image(systemName:)`, Android `IconCompat.createWithResource(context, R.drawable.x)`.
    func iconValue(_ name: String, _ arguments: [Argument], _ source: SourceTokens, _ context: ResolutionContext) -> CodeValue? {
        func string(_ label: String) -> String? {
            arguments.first { $0.label == label }.flatMap { resolve($0.range, context.deeper()).constantString }
        }
        switch name {
        case "UIApplicationShortcutIcon", "init", "UIImage", "Image":
            if let type = arguments.first(where: { $0.label == "type" }) {
                var range = type.range
                if let dot = range.last(where: { source.isByte($0, UInt8(ascii: ".")) }) { range = (dot + 1)..<range.upperBound }
                guard range.count == 1, source[range.lowerBound].kind == .identifier else { return nil }
                let member = source.text(range.lowerBound)
                return .icon(.system(member.prefix(1).uppercased() + member.dropFirst()))
            }
            if let symbol = string("systemImageName") ?? string("systemName") { return .icon(.symbol(symbol)) }
            if let image = string("templateImageName") ?? string("named") { return .icon(.image(image)) }
            if name == "UIImage" || name == "Image", let first = arguments.first, first.label == nil,
               let image = resolve(first.range, context.deeper()).constantString {
                return .icon(.image(image))
            }
            return nil
        case "createWithResource", "createWithAdaptiveBitmap", "createWithBitmap":
            guard name == "createWithResource", arguments.count >= 2 else { return .runTime(pattern: "%@", nil) }
            return resolve(arguments[1].range, context.deeper())
        default:
            return nil
        }
    }
}

/// Which `{` opens a block of control flow (an `if`, a `switch`, a getter)
/// rather than a closure, from the first word of its statement.
enum ControlFlow {
    static let words: [StaticString] = ["if", "else", "guard", "for", "while", "switch", "case", "default", "do", "catch",
                                "repeat", "defer", "get", "set", "willSet", "didSet", "#if", "when", "try",
                                "finally", "synchronized", "@autoreleasepool", "autoreleasepool", "func", "init",
                                "fun", "var", "let"]

    static func isBlock(_ open: Int, _ source: SourceTokens) -> Bool {
        guard open > 0 else { return false }
        if source.isByte(open - 1, UInt8(ascii: "}")) { return true }
        if words.contains(where: { source.isIdentifier(open - 1, $0) }) { return true }
        // The first token of the statement the brace ends: same line, after `;`, `{` or `}`.
        var index = open - 1
        let line = source[open].line
        while index > 0, source[index - 1].line == line, !source.isByte(index - 1, UInt8(ascii: ";")),
              !source.isByte(index - 1, UInt8(ascii: "{")), !source.isByte(index - 1, UInt8(ascii: "}")) {
            index -= 1
        }
        if source.isByte(index, UInt8(ascii: "}")) { index += 1 }
        return words.contains { source.isIdentifier(index, $0) }
    }
}
