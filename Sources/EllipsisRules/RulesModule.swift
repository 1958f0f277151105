import EllipsisCore

/// The rules: one file per rule, a registry, configuration.
public enum EllipsisRules {}
