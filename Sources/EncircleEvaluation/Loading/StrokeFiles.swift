import Foundation

/// Which files a path stands for: the file itself, or the stroke files found in a folder and
/// its sub-folders, in sorted order, as ``StrokeReader`` visits them.
enum StrokeFiles {
    /// Whether a file found in a folder is read as strokes: `.xml`, `.json`, or JSON Lines
    /// (`.jsonl`, `.ndjson`). A file named explicitly is read whatever its extension.
    static func isStrokeFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".xml") || lowered.hasSuffix(".json") || StrokeJSONLines.isJSONLines(name: lowered)
    }

    /// The error for a path that does not exist, or `nil`.
    static func missing(_ path: String) -> LoadError? {
        FileManager.default.fileExists(atPath: path) ? nil : LoadError(file: path, problem: "no such file or directory")
    }

    /// Calls `visit` with each file `path` stands for, or with an error for a path that does not
    /// exist and for each folder that cannot be listed.
    ///
    /// Files are visited in the sorted order of their paths relative to `path`. The walk holds
    /// one folder's listing per level, never the list of every file, so a folder of millions of
    /// files can be read a few at a time. Symbolic links to folders are not followed.
    static func walk(_ path: String, _ visit: (Result<String, LoadError>) async -> Void) async {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            await visit(.failure(LoadError(file: path, problem: "no such file or directory")))
            return
        }
        guard isDirectory.boolValue else {
            await visit(.success(path))
            return
        }
        await walkFolder(path, visit)
    }

    private static func walkFolder(_ folder: String, _ visit: (Result<String, LoadError>) async -> Void) async {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            await visit(.failure(LoadError(file: folder, problem: "cannot list the folder")))
            return
        }
        // A folder sorts as its name and a slash, so that the files come out in the order of
        // their sorted relative paths.
        var entries: [(key: String, path: String, isFolder: Bool)] = []
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                if !isLink { entries.append((name + "/", path, true)) }
            } else if isStrokeFile(name) {
                entries.append((name, path, false))
            }
        }
        entries.sort { $0.key < $1.key }
        for entry in entries {
            if entry.isFolder {
                await walkFolder(entry.path, visit)
            } else {
                await visit(.success(entry.path))
            }
        }
    }
}
