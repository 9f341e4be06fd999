import Foundation

/// Which files a path stands for: the file itself, or the stroke files found in a folder and
/// its sub-folders, in sorted order, as ``StrokeReader`` visits them.
enum StrokeFiles {
    /// Whether a file found in a folder is read: `.xml`, `.json`, `.jsonl` or `.ndjson`.
    static func isStrokeFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".xml") || lowered.hasSuffix(".json") || StrokeJSONLines.isJSONLines(name: lowered)
    }

    /// The path that stands for standard input: `encircle detect -` reads what is piped in.
    static let standardInput = "-"

    /// The error for a path that does not exist or cannot be followed (a loop of symbolic
    /// links), or `nil`.
    static func missing(_ path: String) -> LoadError? {
        statusError(path).map { LoadError(file: path, statFailedWith: $0) }
    }

    /// The error number of `stat` on `path`, or `nil` when it succeeds.
    private static func statusError(_ path: String) -> Int32? {
        var status = stat()
        return stat(path, &status) == 0 ? nil : errno
    }

    /// Calls `visit` with each file `path` stands for, or with an error for each folder that
    /// cannot be listed. A path that does not exist is visited as a file (reading it says so).
    ///
    /// Files are visited in the sorted order of their paths relative to `path`. The walk holds
    /// one folder's listing per level, never the list of every file, so a folder of millions of
    /// files can be read a few at a time. Symbolic links to folders are not followed; a stroke
    /// file that cannot be followed (a loop of symbolic links) is an error, one that has gone
    /// (a link to nothing) is passed over.
    static func walk(_ path: String, _ visit: (Result<String, LoadError>) async -> Void) async {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return await visit(.success(path))
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return await visit(.failure(LoadError(file: path, problem: "cannot list the folder")))
        }
        // A folder sorts as its name and a slash, so that the files come out in the order of
        // their sorted relative paths.
        var entries: [(key: String, path: String, found: Found)] = []
        for name in names {
            let entry = path.hasSuffix("/") ? path + name : path + "/" + name
            guard FileManager.default.fileExists(atPath: entry, isDirectory: &isDirectory) else {
                if isStrokeFile(name), let error = statusError(entry), error != ENOENT {
                    entries.append((name, entry, .unreadable(LoadError(file: entry, statFailedWith: error))))
                }
                continue
            }
            if isDirectory.boolValue {
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: entry)) != nil
                if !isLink { entries.append((name + "/", entry, .folder)) }
            } else if isStrokeFile(name) {
                entries.append((name, entry, .file))
            }
        }
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            switch entry.found {
            case .folder: await walk(entry.path, visit)
            case .file: await visit(.success(entry.path))
            case .unreadable(let error): await visit(.failure(error))
            }
        }
    }

    /// What a folder's entry is to the walk.
    private enum Found {
        case folder, file
        /// A stroke file that cannot be followed.
        case unreadable(LoadError)
    }
}
