extension Duration {
    /// The duration in seconds, for messages, logs and flags (`10 s`, `1.4 ms`).
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
