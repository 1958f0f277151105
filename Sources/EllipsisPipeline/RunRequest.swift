import EllipsisBakedLocales
import EllipsisLayout
import EllipsisLocaleData
import EllipsisRules

/// What one run is asked to read, as values. Nothing about a run comes from
/// process-wide state: two runs with different folders in one process see
/// only their own.
public struct RunRequest: Sendable {
    /// Files and folders to read (docs/contract.md, "PATH"); none reads the current folder.
    public var paths: [String]
    /// The configuration file (`--config`); nil looks for `.ellipsis.json` beside the first path.
    public var configurationFile: String?
    /// A configuration given as a value; when set, no file is looked for or read.
    public var configuration: Configuration?
    /// Folders of `<locale>.json` files, before the configuration's `localeDirectories` and the built-in data.
    public var localeDirectories: [String]
    /// Folders of fonts, before the configuration's `fontDirectories` and the system's fonts.
    public var fontDirectories: [String]
    /// Metrics snapshots (`--metrics FILE`), before the configuration's `metrics`: simple-script
    /// text is measured with their numbers instead of the fonts'.
    public var metricsFiles: [String]
    /// `--baseline`: findings recorded there are hidden; a file that does not exist is written
    /// with every current finding first.
    public var baselineFile: String?
    /// `--show`: what the reports for people list one by one (`Configuration.shownDetails`),
    /// added to the configuration's `show`.
    public var show: Set<String> = []
    /// `--pseudo`: add the configuration's pseudo-locales (all of them when it names none) to every project.
    public var pseudo: Bool
    /// The rules to run (and that the configuration may name).
    public var rules: [any Rule.Type]
    /// The locale data below the user's folders: Locales/ as built into Ellipsis, by default.
    public var builtInLocaleData: any LocaleDataProvider
    /// The lexicon lists the files of the user's locale folders may hold: the built-in data's.
    public var lexiconSchema: LexiconSchema
    /// The proxies' per-script corrections and errors; nil measures every font by its own numbers.
    public var calibration: ProxyCalibration?

    /// Locales/calibration/ as built into Ellipsis, made ready for the engine once: constant data.
    public static let builtInCalibration = ProxyCalibration(BakedLocaleData.shared.calibrations)

    public init(paths: [String] = [], configurationFile: String? = nil, configuration: Configuration? = nil,
                localeDirectories: [String] = [], fontDirectories: [String] = [], metricsFiles: [String] = [],
                baselineFile: String? = nil, pseudo: Bool = false,
                rules: [any Rule.Type] = RuleRegistry.all,
                builtInLocaleData: any LocaleDataProvider = BakedLocaleData.shared,
                lexiconSchema: LexiconSchema = BakedLocaleData.shared.lexiconSchema,
                calibration: ProxyCalibration? = RunRequest.builtInCalibration) {
        self.paths = paths
        self.configurationFile = configurationFile
        self.configuration = configuration
        self.localeDirectories = localeDirectories
        self.fontDirectories = fontDirectories
        self.metricsFiles = metricsFiles
        self.baselineFile = baselineFile
        self.pseudo = pseudo
        self.rules = rules
        self.builtInLocaleData = builtInLocaleData
        self.lexiconSchema = lexiconSchema
        self.calibration = calibration
    }
}
