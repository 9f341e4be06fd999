import ArgumentParser

@main
struct EncircleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encircle",
        abstract: "Detects circles in touch and pointer strokes, and measures how well detectors do."
    )
}
