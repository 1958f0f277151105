/// One reading of a word as Hunspell's morphology describes it, such as
/// Hungarian "megnyitása": `st:megnyitás po:noun ts:NOM is:POSS_SG_3 is:NOM`.
///
/// Fields are two-letter tags from hunspell(5): `st` stem, `po` part of
/// speech, `ds` derivational suffix, `is` inflectional suffix, `ts` terminal
/// suffix, `sp` surface prefix, `ip` inflectional prefix, `al` allomorph, and
/// others a dictionary defines (Turkish `fl`). A piece without a tag (Hebrew
/// dictionaries write a split-off prefix such as "ה" that way) is kept in
/// `untagged`.
public struct MorphologicalAnalysis: Sendable, Hashable, CustomStringConvertible {
    public struct Field: Sendable, Hashable {
        public var tag: String
        public var value: String
    }

    /// The analysis as Hunspell wrote it.
    public var description: String
    public var fields: [Field]
    public var untagged: [String]

    public init(parsing text: String) {
        description = text
        fields = []
        untagged = []
        for piece in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let characters = Array(piece)
            if characters.count >= 3, characters[2] == ":",
               characters[0...1].allSatisfy({ $0.isASCII && $0.isLowercase }) {
                fields.append(Field(tag: String(characters[0...1]), value: String(characters[3...])))
            } else {
                untagged.append(String(piece))
            }
        }
    }

    /// Every value of one tag, in order.
    public func values(_ tag: String) -> [String] {
        fields.filter { $0.tag == tag }.map(\.value)
    }

    /// The first stem (`st:`), the dictionary's lemma for this reading.
    public var stem: String? { values("st").first }

    /// The part of speech (`po:`), where the dictionary records it.
    public var partOfSpeech: String? { values("po").first }
}
