import Foundation

/// Which files a path stands for: the file itself, or the stroke files found in a folder and
/// its sub-folders, in sorted order, as ``StrokeReader`` visits them.
enum StrokeFiles {
    /// Whether a file found in a folder is read: `.xml`, `.json`, `.jsonl` or `.ndjson`.
    static func isStrokeFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".xml") || lowered.hasSuffix(".json") || StrokeJSONLines.isJSONLines(name: lowered)
    }

    /// The error for a path that does not exist, or `nil`.
    static func missing(_ path: String) -> LoadError? {
        FileManager.default.fileExists(atPath: path) ? nil : LoadError(file: path, problem: "no such file or directory")
    }

    /// Calls `visit` with each file `path` stands for, or with an error for each folder that
    /// cannot be listed. A path that does not exist is visited as a file (reading it says so).
    ///
    /// Files are visited in the sorted order of their paths relative to `path`. The walk holds
    /// one folder's listing per level, never the list of every file, so a folder of millions of
    /// files can be read a few at a time. Symbolic links to folders are not followed.
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
        var entries: [(key: String, path: String, isFolder: Bool)] = []
        for name in names {
            let entry = path.hasSuffix("/") ? path + name : path + "/" + name
            guard FileManager.default.fileExists(atPath: entry, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: entry)) != nil
                if !isLink { entries.append((name + "/", entry, true)) }
            } else if isStrokeFile(name) {
                entries.append((name, entry, false))
            }
        }
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            await (entry.isFolder ? walk(entry.path, visit) : visit(.success(entry.path)))
        }
    }
}
