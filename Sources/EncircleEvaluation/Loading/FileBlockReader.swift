import Foundation

/// A file or device read a block at a time, never past the limit per file
/// (``ReadLimits/maximumFileBytes``): the one way stroke files are read.
///
/// A regular file, `/dev/zero` and a pipe read alike: `Data(contentsOf:)` would hold all of a
/// file at once, or grow until the process is killed on a device that never ends.
struct FileBlockReader {
    let file: String
    let limits: ReadLimits
    private let handle: FileHandle
    /// Bytes handed on so far.
    private(set) var bytesRead = 0

    /// Opens `file`; `-` is standard input.
    ///
    /// - Throws: ``LoadError`` "cannot read: …" with the system's words.
    init(_ file: String, limits: ReadLimits) throws(LoadError) {
        self.file = file
        self.limits = limits
        do {
            handle =
                file == StrokeFiles.standardInput
                ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
        } catch {
            throw LoadError(file: file, cannotRead: error)
        }
    }

    /// The next block of at most `size` bytes (at least 1), or `nil` at the end of the file.
    /// The bytes up to the limit per file are all handed on before the error, so that a file
    /// cut by the limit gives the same strokes whatever the block size.
    ///
    /// - Throws: ``LoadError`` when reading fails, or the file goes on past the limit.
    mutating func next(upTo size: Int) throws(LoadError) -> Data? {
        let left = limits.maximumFileBytes - bytesRead
        let block: Data?
        do {
            // At the limit, one byte more tells whether the file goes on.
            block = try handle.read(upToCount: left > 0 ? min(max(size, 1), left) : 1)
        } catch {
            throw LoadError(file: file, cannotRead: error)
        }
        guard let block, !block.isEmpty else { return nil }
        if left <= 0 { throw LoadError(file: file, problem: limits.fileTooLong) }
        bytesRead += block.count
        return block
    }

    /// Closes the file.
    func close() {
        try? handle.close()
    }

    /// The whole content of `file`, no longer than the limit per file, nor, when it
    /// `isReadWhole` (a `$1` log, a configuration: a file that is not many strokes), than the
    /// limit per stroke.
    ///
    /// - Throws: ``LoadError`` when the file cannot be read or is longer than a limit.
    /// - Complexity: O(*n*) in the size of the file, up to the limit.
    static func contents(
        of file: String, limits: ReadLimits, isReadWhole: Bool, blockSize: Int = 1 << 20
    ) throws(LoadError) -> [UInt8] {
        var reader = try FileBlockReader(file, limits: limits)
        defer { reader.close() }
        let maximum = isReadWhole ? limits.maximumStrokeBytes : Int.max
        var bytes: [UInt8] = []
        // One byte past the limit tells that the file goes on.
        while let block = try reader.next(
            upTo: maximum - bytes.count < blockSize ? maximum - bytes.count + 1 : blockSize)
        {
            bytes.append(contentsOf: block)
            if bytes.count > maximum { throw LoadError(file: file, problem: limits.tooLongToReadWhole) }
        }
        return bytes
    }
}
