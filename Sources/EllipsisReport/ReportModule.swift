import EllipsisCore

/// Reporters: pure functions from diagnostics to text.
public enum EllipsisReport {}
