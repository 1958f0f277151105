import EllipsisCore

extension ValueResolver {
    /// `entry.title` where `entry` is bound to an expression elsewhere (a caller's
    /// argument, an element of a written-out array): a member of what was built
    /// there, `QuickEntry(kind: ..., title: ...)`, or of an enum case, `.search`.
    func boundMemberValue(_ binding: Binding, members: [Component], _ source: SourceTokens,
                          _ context: ResolutionContext, _ here: SourceLocation) -> CodeValue {
        guard let member = members.first, member.call == nil, context.depth < Self.maximumDepth else {
            return .runTime(pattern: "%@", here)
        }
        let bound = files[binding.context.file]
        var range = trimmed(binding.range, bound)
        if bound.language == .java || bound.language == .kotlin, bound.isIdentifier(range.lowerBound, "new"), range.count > 1 {
            range = (range.lowerBound + 1)..<range.upperBound
        }
        // Still a name bound further out: follow it.
        if range.count == 1, bound[range.lowerBound].kind == .identifier,
           let outer = binding.context.bindings[bound.text(range.lowerBound)] {
            return boundMemberValue(outer, members: members, source, context.deeper(), here)
        }
        guard let parts = components(range, bound), let last = parts.last else { return .runTime(pattern: "%@", here) }
        if let open = last.call {
            // A value built where it was bound: the argument its member was initialised with.
            guard members.count == 1, isConstruction(last, parts) else { return .runTime(pattern: "%@", here) }
            let arguments = bound.arguments(ofCallAt: open)
            let typeName = last.name == "init" ? (parts.count > 1 ? parts[parts.count - 2].name : "") : last.name
            guard let argument = argument(arguments, forMember: member.name, ofType: typeName, bound.language) else {
                return .runTime(pattern: "%@", here)
            }
            return resolve(argument.range, binding.context.deeper())
        }
        // An enum case: its raw value, or a member computed for that case.
        let caseName = last.name
        let qualifier = parts.dropLast().map(\.name)
        let enumCase = index.named(caseName).first { $0.kind == .enumCase && $0.file == binding.context.file && $0.token == last.token }
            ?? index.named(caseName, qualifier: qualifier, strict: !qualifier.isEmpty).first { $0.kind == .enumCase }
        guard let enumCase, members.count == 1 else { return .runTime(pattern: "%@", here) }
        if member.name == "rawValue" { return .string(enumCase.rawValue ?? enumCase.name, here) }
        guard let declaration = index.named(member.name, qualifier: enumCase.container, strict: true).first(where: { $0.kind != .type })
        else { return .runTime(pattern: "%@", here) }
        var caseContext = context.deeper()
        caseContext.selfCase = enumCase
        return declarationValue(declaration, call: nil, caseContext)
    }

    /// `Entry(...)`, `Entry.init(...)`, `.init(...)`, Kotlin `Entry(...)`, Java `new Entry(...)`.
    private func isConstruction(_ last: Component, _ parts: [Component]) -> Bool {
        if last.name == "init" { return true }
        guard let first = last.name.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    /// The argument a memberwise or primary constructor stores in `member`: the one
    /// labelled so, else the one at the position of the type's parameter of that name.
    private func argument(_ arguments: [Argument], forMember member: String, ofType type: String,
                          _ language: SourceLanguage) -> Argument? {
        if let labelled = arguments.first(where: { $0.label == member }) { return labelled }
        guard language != .swift else { return nil }
        let types = index.named(type).filter { $0.kind == .type && !$0.parameters.isEmpty }
        guard types.count == 1, let position = types[0].parameters.firstIndex(where: { $0.name == member }),
              position < arguments.count, arguments[position].label == nil else { return nil }
        return arguments[position]
    }
}
