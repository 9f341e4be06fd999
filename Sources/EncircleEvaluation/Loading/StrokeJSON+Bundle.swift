extension StrokeJSON {
    /// The strokes and errors of `bytes`, the whole file called `file`, when it is a bundle;
    /// `nil` when it is not (``StrokeBundleScanner`` decides).
    static func bundleStrokes(
        in bytes: UnsafeBufferPointer<UInt8>, file: String
    ) -> (strokes: [LabeledStroke], errors: [LoadError])? {
        var scanner = StrokeBundleScanner()
        scanner.scan(bytes, base: 0)
        scanner.finish()
        guard scanner.verdict == .bundle else { return nil }
        var read = strokes(of: scanner.takeEntries(), in: bytes, file: file)
        if let failure = scanner.failure { read.errors.append(LoadError(file: file, problem: failure)) }
        return read
    }

    /// Decodes bundle entries that lie in `bytes`, of the bundle called `file`: the one place that
    /// names a bundle's strokes and their errors, for a whole file and for a streamed batch.
    ///
    /// A stroke is named `file:FILE` by the entry's `file`, or `file:#N` by its position; its
    /// label comes from `label` or else from that name, its subject and speed from the keys or
    /// else from `file`'s folders. A broken entry's error is named the same way, and a syntax
    /// error says where the entry begins.
    static func strokes(
        of entries: [StrokeBundleScanner.Entry], in bytes: some Collection<UInt8>, file: String
    ) -> (strokes: [LabeledStroke], errors: [LoadError]) {
        var read: (strokes: [LabeledStroke], errors: [LoadError]) = ([], [])
        read.strokes.reserveCapacity(entries.count)
        for entry in entries {
            let start = bytes.index(bytes.startIndex, offsetBy: entry.range.lowerBound)
            let end = bytes.index(start, offsetBy: entry.range.count)
            let position = "#\(entry.index + 1)"
            do throws(EntryProblem) {
                let decoded = try StrokeJSON.entry(in: bytes[start..<end], place: entry.place)
                let path = decoded.file ?? position
                read.strokes.append(try stroke(decoded, name: "\(file):\(path)", path: path))
            } catch {
                read.errors.append(LoadError(file: "\(file):\(error.name ?? position)", problem: error.problem))
            }
        }
        return read
    }
}
