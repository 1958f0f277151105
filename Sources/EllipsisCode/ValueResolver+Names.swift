import EllipsisCore

extension ValueResolver {
    /// One step of a member chain: `name`, `name(args)`, with a `.` before the first for an implicit member.
    struct Component {
        var name: String
        var token: Int
        var call: Int?
        var leadingDot: Bool
    }

    /// `a.b(c).d!`, `.member`, `Type.init(...)`; nil when the range is not one chain.
    func components(_ range: Range<Int>, _ source: SourceTokens) -> [Component]? {
        var result: [Component] = []
        var index = range.lowerBound
        var leadingDot = false
        if source.isByte(index, UInt8(ascii: ".")) {
            leadingDot = true
            index += 1
        }
        // A literal or a parenthesised value as the receiver: `"key".localized`, `(a ?? b).uppercased()`.
        if !leadingDot, index < range.upperBound, source[index].kind == .string || source.isByte(index, UInt8(ascii: "(")),
           source.isByte(source.after(index), UInt8(ascii: ".")) {
            result.append(Component(name: "", token: index, call: nil, leadingDot: false))
            index = source.after(index) + 1
        }
        while index < range.upperBound {
            guard source[index].kind == .identifier else { return nil }
            var component = Component(name: source.text(index), token: index, call: nil, leadingDot: leadingDot && result.isEmpty)
            index += 1
            while index < range.upperBound {
                if source.isByte(index, UInt8(ascii: "!")) || (source.isByte(index, UInt8(ascii: "?")) && source.touches(index - 1, index)) {
                    index += 1
                } else if source.isByte(index, UInt8(ascii: "<")), source.language != .objectiveC,
                          let close = (index..<min(range.upperBound, index + 12)).first(where: { source.isByte($0, UInt8(ascii: ">")) }),
                          source.isByte(close + 1, UInt8(ascii: "(")) {
                    // Generic arguments before a call: `Foo<Bar>(...)`.
                    index = close + 1
                } else if source.isByte(index, UInt8(ascii: "(")), component.call == nil {
                    component.call = index
                    index = source.after(index)
                } else if source.isByte(index, UInt8(ascii: "[")) || source.isByte(index, UInt8(ascii: "{")) {
                    // A subscript or a trailing closure: the value is computed at run time, or passes through.
                    index = source.after(index)
                } else {
                    break
                }
            }
            result.append(component)
            if index < range.upperBound, source.isByte(index, UInt8(ascii: ".")) || (source.isByte(index, UInt8(ascii: "-"))
                && source.isByte(index + 1, UInt8(ascii: ">")) && source.language == .objectiveC) {
                index += source.isByte(index, UInt8(ascii: ".")) ? 1 : 2
                continue
            }
            // Kotlin `Type::class`, `?.let` and the like end the chain.
            break
        }
        return index == range.upperBound && !result.isEmpty ? result : nil
    }

    func chainValue(_ range: Range<Int>, _ source: SourceTokens, _ context: ResolutionContext) -> CodeValue {
        let here = location(context.file, range.lowerBound)
        guard var parts = components(range, source) else { return .runTime(pattern: "%@", here) }
        if parts.count > 1, parts[0].call == nil, parts[0].name == "self" || parts[0].name == "this" { parts.removeFirst() }
        if parts.count > 1, parts[0].call == nil, !parts[0].leadingDot, let binding = context.bindings[parts[0].name] {
            return boundMemberValue(binding, members: Array(parts.dropFirst()), source, context, here)
        }
        let names = parts.map(\.name)
        // Android resources: `R.string.name`, `R.drawable.name`.
        if let r = names.firstIndex(of: "R"), r + 2 < names.count, parts[r].call == nil {
            let kind = names[r + 1], name = names[r + 2]
            switch kind {
            case "string", "plurals": return .text(.resource(name, location: location(context.file, parts[r].token), formatted: false))
            case "drawable", "mipmap": return .icon(.resource("@\(kind)/\(name)"))
            default: return .runTime(pattern: "%@", here)
            }
        }
        if names.last == "bundleIdentifier" { return .string("$(PRODUCT_BUNDLE_IDENTIFIER)", here) }
        let forms = self.forms(for: context.file)
        for position in parts.indices.reversed() {
            let part = parts[position]
            if position > 0, let form = forms.receiverForm(named: part.name) {
                let receiver = range.lowerBound..<(part.token - 1)
                let arguments = part.call.map { source.arguments(ofCallAt: $0) } ?? []
                return formValue(form, arguments: arguments, receiver: receiver, at: parts[0].token, context)
            }
            if let open = part.call {
                let arguments = source.arguments(ofCallAt: open)
                if let form = forms.form(named: part.name, arguments: arguments) {
                    return formValue(form, arguments: arguments, receiver: nil, at: part.token, context)
                }
            }
        }
        if let last = parts.last, let open = last.call {
            let arguments = source.arguments(ofCallAt: open)
            if let value = formatCall(last, parts: parts, arguments: arguments, range: range, source, context) { return value }
            if let icon = iconValue(last.name, arguments, source, context) { return icon }
            if (last.name == "String" || last.name == "NSString") && arguments.first?.label == "describing" {
                return .runTime(pattern: "%@", here)
            }
        }
        if names.count > 1, names.last == "rawValue" || names.last == "name" && source.language != .swift {
            let receiver = Array(parts.dropLast())
            let value = memberValue(receiver, source, context, here)
            if value.constantString != nil { return value }
        }
        return memberValue(parts, source, context, here)
    }

    /// `String(format: f, ...)`, `String.localizedStringWithFormat(f, ...)`, Kotlin and Java
    /// `String.format(f, ...)` and `"...".format(...)`: the format's text, filled at run time.
    private func formatCall(_ last: Component, parts: [Component], arguments: [Argument], range: Range<Int>,
                            _ source: SourceTokens, _ context: ResolutionContext) -> CodeValue? {
        let names = parts.map(\.name)
        let isStringType = last.name == "String" || last.name == "NSString"
        if isStringType, arguments.first?.label == "format", let format = arguments.first {
            return formatted(resolve(format.range, context.deeper()))
        }
        if last.name == "localizedStringWithFormat" || last.name == "stringWithFormat",
           let format = arguments.first {
            return formatted(resolve(format.range, context.deeper()))
        }
        if last.name == "format", source.language == .kotlin || source.language == .java {
            if names.count >= 2, names[names.count - 2] == "String", let format = arguments.first {
                return formatted(resolve(format.range, context.deeper()))
            }
            if parts.count >= 2 {
                return formatted(resolve(range.lowerBound..<(last.token - 1), context.deeper()))
            }
        }
        return nil
    }

    /// A text whose placeholders the code fills.
    func formatted(_ value: CodeValue) -> CodeValue {
        switch value {
        case .text(.key(let key, let table, let defaultValue, let location, _)):
            return .text(.key(key, table: table, defaultValue: defaultValue, location: location, formatted: true))
        case .text(.resource(let name, let location, _)):
            return .text(.resource(name, location: location, formatted: true))
        case .string(let text, let location):
            return .runTime(pattern: text, location)
        case .alternatives(let values):
            return .alternatives(values.map(formatted))
        default:
            return value
        }
    }

    /// A chain that is not a localization call: a declaration of the app, found by its qualified name.
    func memberValue(_ parts: [Component], _ source: SourceTokens, _ context: ResolutionContext,
                     _ here: SourceLocation) -> CodeValue {
        guard let last = parts.last else { return .runTime(pattern: "%@", here) }
        if parts.count == 1 {
            if let open = last.call { return callValue(last.name, open: open, context) }
            return identifierValue(last.token, leadingDot: last.leadingDot, context)
        }
        let head = parts[0]
        // A member of a local value or a parameter is run-time data (`feed.title`, `account.name`).
        if !head.leadingDot, head.call == nil, !isDeclaredName(head.name) { return .runTime(pattern: "%@", here) }
        let qualifier = parts.dropLast().map(\.name)
        var found = index.named(last.name, qualifier: qualifier, strict: true).filter { $0.kind != .type }
        if found.isEmpty, let caseName = qualifier.last {
            // A member of an enum case: `ShortcutType.openLastBookmark.type`.
            let caseQualifier = Array(qualifier.dropLast())
            if let enumCase = index.named(caseName, qualifier: caseQualifier, strict: !caseQualifier.isEmpty)
                .first(where: { $0.kind == .enumCase }),
               let member = index.named(last.name, qualifier: enumCase.container, strict: true).first {
                var caseContext = context.deeper()
                caseContext.selfCase = enumCase
                return declarationValue(member, call: last.call.map { (source.arguments(ofCallAt: $0), context) }, caseContext)
            }
        }
        if found.isEmpty, let innermost = qualifier.last {
            found = index.named(last.name, qualifier: [innermost], strict: true).filter { $0.kind != .type }
        }
        guard let declaration = best(found, context) else { return .runTime(pattern: "%@", here) }
        return declarationValue(declaration, call: last.call.map { (source.arguments(ofCallAt: $0), context) }, context)
    }

    /// Whether a name is declared in the app as a type, constant, case or function (not a local).
    func isDeclaredName(_ name: String) -> Bool {
        !index.named(name).isEmpty
    }

    /// The declaration a use most likely means: one of its own type, then of its file.
    func best(_ candidates: [Declaration], _ context: ResolutionContext) -> Declaration? {
        guard candidates.count > 1 else { return candidates.first }
        return candidates.max { a, b in score(a, context) < score(b, context) }
    }

    private func score(_ declaration: Declaration, _ context: ResolutionContext) -> Int {
        var score = 0
        if declaration.container == context.container { score += 4 }
        if !context.container.isEmpty, declaration.container.first == context.container.first { score += 2 }
        if declaration.file == context.file { score += 1 }
        return score
    }

    /// `f(args)`: what the app's function `f` returns for these arguments.
    func callValue(_ name: String, open: Int, _ context: ResolutionContext) -> CodeValue {
        let source = files[context.file]
        let candidates = index.named(name).filter { $0.kind == .function }
        guard let declaration = best(candidates, context) else {
            return .runTime(pattern: "%@", location(context.file, open))
        }
        return declarationValue(declaration, call: (source.arguments(ofCallAt: open), context), context)
    }

    /// A name alone: bound by a caller, a local before this use, a parameter, a
    /// member of the same type, or a declaration of the app.
    func identifierValue(_ token: Int, leadingDot: Bool, _ context: ResolutionContext) -> CodeValue {
        let source = files[context.file]
        let name = source.text(token)
        let here = location(context.file, token)
        if let binding = context.bindings[name] { return resolve(binding.range, binding.context.deeper()) }
        if name == "rawValue", let selfCase = context.selfCase { return .string(selfCase.rawValue ?? selfCase.name, here) }
        if !leadingDot {
            if name == "it" || name.hasPrefix("$") { return .runTime(pattern: "%@", here) }
            if let local = localValue(Name(name), before: token, context) { return local }
            if let scope = context.scope, scope.kind == .function, scope.parameters.contains(where: { $0.name == name }) {
                return .parameter(name)
            }
        }
        var candidates = index.named(name).filter { $0.kind != .type && $0.kind != .function }
        if !leadingDot, !context.container.isEmpty {
            let members = candidates.filter { $0.container == context.container }
            if !members.isEmpty { candidates = members }
        }
        guard let declaration = best(candidates, context) else { return .runTime(pattern: "%@", here) }
        return declarationValue(declaration, call: nil, context)
    }

    /// The value of a local named `name` assigned before `token` in the enclosing body;
    /// nil when the name is no local there. Loop and closure variables are run-time data.
    func localValue(_ name: Name, before token: Int, _ context: ResolutionContext) -> CodeValue? {
        let source = files[context.file]
        let scope = context.scope?.value ?? 0..<token
        guard scope.contains(token) || scope.upperBound == token else { return nil }
        var assignments: [Range<Int>] = []
        var declared = false
        var index = scope.lowerBound
        while index < token {
            guard source.isIdentifier(index, name) else {
                index += 1
                continue
            }
            let previous = index - 1
            let next = index + 1
            if source.isIdentifier(next, "in"), previous >= 0,
               source.isIdentifier(previous, "for") || source.isByte(previous, UInt8(ascii: "{"))
                || source.isByte(previous, UInt8(ascii: ",")) || source.isByte(previous, UInt8(ascii: "(")) {
                return .runTime(pattern: "%@", location(context.file, index))
            }
            if source.language == .kotlin, source.isByte(next, UInt8(ascii: "-")), source.isByte(next + 1, UInt8(ascii: ">")) {
                return .runTime(pattern: "%@", location(context.file, index))
            }
            if source.language == .java || source.language == .objectiveC, source.isByte(next, UInt8(ascii: ":")),
               previous >= 0, source[previous].kind == .identifier {
                return .runTime(pattern: "%@", location(context.file, index))
            }
            let introduced = previous >= 0 && (Words.bindings.contains { source.isIdentifier(previous, $0) })
            var equals = next
            if introduced, source.isByte(next, UInt8(ascii: ":")) {
                while equals < token, !source.isAssignment(equals), source[equals].line == source[index].line { equals = source.after(equals) }
            }
            let afterMember = previous >= 0 && (source.isByte(previous, UInt8(ascii: ".")))
            let namedArgument = source.language == .kotlin && previous >= 0
                && (source.isByte(previous, UInt8(ascii: "(")) || source.isByte(previous, UInt8(ascii: ",")))
            if source.isAssignment(equals), !afterMember, !namedArgument {
                let typed = previous >= 0 && (source.language == .java || source.language == .objectiveC)
                    && (source[previous].kind == .identifier || source.isByte(previous, UInt8(ascii: "*"))
                        || source.isByte(previous, UInt8(ascii: ">")))
                if introduced || typed {
                    declared = true
                    assignments.removeAll()
                }
                let end = source.expressionEnd(from: equals + 1, limit: scope.upperBound)
                if end > equals + 1 { assignments.append((equals + 1)..<end) }
                index = max(end, index + 1)
                continue
            }
            if introduced {
                declared = true
                assignments.removeAll()
            }
            index += 1
        }
        guard declared || !assignments.isEmpty else { return nil }
        guard !assignments.isEmpty else { return .runTime(pattern: "%@", location(context.file, token)) }
        let values = assignments.map { resolve($0, context.deeper()) }
        return values.count == 1 ? values[0] : .alternatives(values)
    }
}
