import EncircleEvaluation

/// The cells of the text, Markdown and HTML reports; numbers through
/// ``EncircleEvaluation/ReportText``, as Encircle writes every number.
package enum Format {
    /// What a report shows for a rate that is undefined (recall with no circles).
    package static let notApplicable = "n/a"

    /// `rate` as a percentage (`99.3%`), or "n/a" when undefined.
    package static func percent(_ rate: Double?) -> String {
        rate.map(ReportText.percent) ?? notApplicable
    }

    /// `score` (F1) with at most three decimals (`0.618`), or "n/a" when undefined.
    package static func score(_ score: Double?) -> String {
        score.map { ReportText.number($0, fractionDigits: 3) } ?? notApplicable
    }

    /// Columns padded to their widest cell; the first column left-aligned, the others right.
    package static func table(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
