import Foundation

/// Bounds every reader enforces so that hostile input costs little.
public enum InputLimits {
    /// Files larger than this are refused before they are read.
    public static let maximumFileSize = 64 * 1024 * 1024
    /// Deepest nesting of arrays and dictionaries a reader follows.
    public static let maximumDepth = 200
    /// Most elements a binary property list may declare in one container.
    public static let maximumContainerCount = 1_000_000
}

/// Reads input files with the size limit, turning every failure into an
/// `InputError` that names the file.
public enum InputFile {
    public static func read(path: String) throws -> Data {
        let attributes: [FileAttributeKey: Any]
        do {
            // fileExists follows links, so a dangling link counts as missing.
            guard FileManager.default.fileExists(atPath: path) else {
                throw InputError("cannot read file: it does not exist or is a broken symbolic link", file: path)
            }
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            attributes = try FileManager.default.attributesOfItem(atPath: target)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("cannot read file: it does not exist or is not accessible", file: path)
        }
        if let type = attributes[.type] as? FileAttributeType, type == .typeDirectory {
            throw InputError("expected a file but found a folder", file: path)
        }
        // Opening a FIFO blocks until someone writes to it: never a hang.
        if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
            throw InputError("cannot read file: it is not a regular file (a FIFO, socket or device)", file: path)
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > InputLimits.maximumFileSize {
            throw InputError("file is \(size) bytes, over the 64 MB limit; refusing to read it", file: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError("cannot open file for reading (permission denied?)", file: path)
        }
        defer { try? handle.close() }
        // Read one byte past the limit so a file that grew after stat() is still refused.
        let data: Data
        do {
            data = try handle.read(upToCount: InputLimits.maximumFileSize + 1) ?? Data()
        } catch {
            throw InputError("cannot read file: \(error.localizedDescription)", file: path)
        }
        try checkSize(data, path: path)
        return data
    }

    /// Refuses data over the limit (readers called on raw bytes check too).
    public static func checkSize(_ data: Data, path: String) throws {
        if data.count > InputLimits.maximumFileSize {
            throw InputError("input is over the 64 MB limit; refusing to read it", file: path)
        }
    }
}
