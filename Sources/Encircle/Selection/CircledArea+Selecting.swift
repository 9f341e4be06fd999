extension CircledArea {
    /// The items whose position lies in the area, in their order.
    ///
    /// ```swift
    /// let chosen = area.selected(from: items, at: \.position)
    /// let names = area.selected(from: pins, at: { $0.coordinate }).map(\.name)
    /// ```
    ///
    /// - Parameters:
    ///   - items: The app's items, of any type.
    ///   - position: Where an item is: a key path such as `\.position`, or a closure.
    /// - Returns: The items ``contains(_:)`` accepts; none when the area could not be
    ///   measured.
    /// - Complexity: O(*m*) for a circle and O(*m* · *n*) for a lasso, for *m* items and *n*
    ///   samples (the loop is prepared once, by the initializer), plus the cost of `position`.
    public func selected<Items: Sequence>(
        from items: Items, at position: (Items.Element) throws -> Point
    ) rethrows -> [Items.Element] {
        try items.filter { contains(try position($0)) }
    }

    /// The items whose frame lies in the area as `rule` asks, in their order.
    ///
    /// ```swift
    /// let framed = area.selected(from: cards, frame: \.frame, .inside)
    /// let touched = area.selected(from: cards, frame: \.frame, .overlapping)
    /// ```
    ///
    /// - Parameters:
    ///   - items: The app's items, of any type.
    ///   - frame: Where an item is and how large: a key path such as `\.frame`, or a closure.
    ///   - rule: ``FrameRule/inside`` for frames wholly in the area, ``FrameRule/overlapping``
    ///     for frames with any part in it.
    /// - Returns: The items ``contains(_:_:)`` accepts; none when the area could not be
    ///   measured.
    /// - Complexity: O(*m*) for a circle and O(*m* · *n*) for a lasso, for *m* items and *n*
    ///   samples (the loop is prepared once, by the initializer), plus the cost of `frame`.
    public func selected<Items: Sequence>(
        from items: Items, frame: (Items.Element) throws -> Rect, _ rule: FrameRule
    ) rethrows -> [Items.Element] {
        try items.filter { contains(try frame($0), rule) }
    }
}
