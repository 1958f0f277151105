import EllipsisCore

/// Readers of the files where quick-action strings live.
public enum EllipsisFormats {}
