import Encircle

/// Recognizes gestures by example: compares a stroke with recorded templates ($1 or Protractor
/// matching) and answers with the closest template's name, its score and the runner-up — or
/// a rejection that says why nothing matched well enough.
///
/// ```swift
/// var recognizer = try TemplateRecognizer(templates: GestureTemplate.dollarOneTemplates)
/// try recognizer.add(GestureTemplate(name: "my check", stroke: recorded))
///
/// switch recognizer.recognize(stroke) {
/// case .recognized(let match): print(match.name, match.score, match.runnerUp?.name ?? "-")
/// case .rejected(let rejection): print(rejection)   // "no good match: the best is …"
/// }
///
/// let json = try JSONEncoder().encode(recognizer)          // templates and configuration
/// let restored = try JSONDecoder().decode(TemplateRecognizer.self, from: json)
/// ```
///
/// Every stroke is accepted: no samples, a non-finite coordinate, a stroke that does not move
/// or an empty template set give a named ``TemplateRejection``, never a trap. The caller's
/// strokes and templates are never changed.
///
/// ## JSON
/// `{"configuration":{…},"templates":[{"name":…,"points":[[x,y],…]},…]}`; `configuration` is
/// optional (the defaults), so the $1 reference's template file decodes as it is.
public struct TemplateRecognizer: Sendable {
    /// A template brought into the $1 frame, forwards and (for direction invariance) reversed.
    struct Prepared: Sendable {
        var name: String
        var forward: NormalizedGesture
        var reversed: NormalizedGesture?
    }

    /// The settings, validated.
    public let configuration: Configuration
    /// The templates, in the order they were added.
    public private(set) var templates: [GestureTemplate] = []
    /// ``templates``, normalized; same order.
    private var prepared: [Prepared] = []

    /// Creates a recognizer without templates, with the default configuration; add templates
    /// with ``add(_:)``.
    ///
    /// - Complexity: O(1).
    public init() {
        configuration = Configuration()
    }

    /// Creates a recognizer with `templates`.
    ///
    /// - Throws: ``ConfigurationError`` for a setting out of range; ``InvalidTemplateError`` for
    ///   a template that cannot be compared (no points, a non-finite point, no length).
    /// - Complexity: O(*t* · *n*) for *t* templates of *n* points.
    public init(templates: [GestureTemplate] = [], configuration: Configuration = Configuration()) throws {
        try configuration.validate()
        self.configuration = configuration
        for template in templates { try add(template) }
    }

    /// The distinct template names, in the order they were first added.
    ///
    /// - Complexity: O(*t*²) for *t* templates.
    public var names: [String] {
        templates.reduce(into: [String]()) { names, template in
            if !names.contains(template.name) { names.append(template.name) }
        }
    }

    /// Adds a template.
    ///
    /// - Throws: ``InvalidTemplateError`` when the template cannot be compared: no points, a
    ///   non-finite point, or no length (a single point); the recognizer is unchanged.
    /// - Complexity: O(*n*) for *n* points.
    public mutating func add(_ template: GestureTemplate) throws(InvalidTemplateError) {
        let turning = configuration.isRotationInvariant, lines = configuration.separatesLines
        do {
            let forward = try NormalizedGesture(
                template.points, turningToIndicativeAngle: turning, scalingLinesUniformly: lines)
            let reversed =
                configuration.isDirectionInvariant
                ? try NormalizedGesture(
                    template.points.reversed(), turningToIndicativeAngle: turning, scalingLinesUniformly: lines) : nil
            prepared.append(Prepared(name: template.name, forward: forward, reversed: reversed))
            templates.append(template)
        } catch {
            throw InvalidTemplateError(name: template.name, problem: error)
        }
    }

    /// Removes every template named `name`.
    ///
    /// - Returns: How many templates were removed.
    /// - Complexity: O(*t*) for *t* templates.
    @discardableResult
    public mutating func removeTemplates(named name: String) -> Int {
        let before = templates.count
        prepared.removeAll { $0.name == name }
        templates.removeAll { $0.name == name }
        return before - templates.count
    }

    /// Removes the template at `index`, or nothing when `index` is out of range.
    ///
    /// - Returns: The removed template, or `nil`.
    /// - Complexity: O(*t*) for *t* templates.
    @discardableResult
    public mutating func removeTemplate(at index: Int) -> GestureTemplate? {
        guard templates.indices.contains(index) else { return nil }
        prepared.remove(at: index)
        return templates.remove(at: index)
    }

    /// Compares `stroke` with every template (and, when direction invariant, every template
    /// reversed) and answers with the closest.
    ///
    /// - Returns: ``TemplateRecognition/recognized(_:)`` when the closest template scores at
    ///   least ``Configuration/minimumScore``; otherwise a rejection: no templates, an empty
    ///   stroke, a non-finite sample, a stroke that does not move, coordinates too large to
    ///   measure, or a score below the minimum (with the closest template).
    /// - Complexity: O(*t* · *n*) for *t* templates: 64 points each after resampling, times
    ///   about 10 turns for $1's search; plus O(*m*) for a stroke of *m* samples.
    public func recognize(_ stroke: Stroke) -> TemplateRecognition {
        recognize(points: stroke.map(\.point))
    }

    /// Compares the positions `points`, in drawing order, with every template; see
    /// ``recognize(_:)``.
    ///
    /// - Complexity: O(*t* · *n*) for *t* templates, as ``recognize(_:)``.
    public func recognize(points: [Point]) -> TemplateRecognition {
        guard !prepared.isEmpty else { return .rejected(.noTemplates) }
        let candidate: NormalizedGesture
        do {
            candidate = try NormalizedGesture(
                points, turningToIndicativeAngle: configuration.isRotationInvariant,
                scalingLinesUniformly: configuration.separatesLines)
        } catch {
            return .rejected(error)
        }
        // The best score of each name, names in the order their first template was added.
        var best: [(name: String, score: Double, isReversed: Bool)] = []
        var position: [String: Int] = [:]
        for template in prepared {
            // A straight stroke and a shape are not compared (unless the configuration says so).
            if configuration.separatesLines, template.forward.isStraight != candidate.isStraight { continue }
            var variants = [(template.forward, false)]
            if let reversed = template.reversed { variants.append((reversed, true)) }
            for (gesture, isReversed) in variants {
                let score = self.score(candidate, against: gesture)
                if let index = position[template.name] {
                    if score > best[index].score { best[index] = (template.name, score, isReversed) }
                } else {
                    position[template.name] = best.count
                    best.append((template.name, score, isReversed))
                }
            }
        }
        // The first name with the highest score wins ties, as in the reference (a stable sort).
        let ranked = best.enumerated().sorted { lhs, rhs in
            lhs.element.score != rhs.element.score ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
        }.map(\.element)
        guard let winner = ranked.first else {
            return .rejected(.noTemplateOfItsKind(isStraight: candidate.isStraight))
        }
        let runnerUp = ranked.dropFirst().first.map { TemplateCandidate(name: $0.name, score: $0.score) }
        let match = TemplateMatch(
            name: winner.name, score: winner.score, runnerUp: runnerUp, isReversed: winner.isReversed)
        guard match.score >= configuration.minimumScore else {
            return .rejected(
                .belowMinimumScore(
                    TemplateCandidate(name: match.name, score: match.score), minimum: configuration.minimumScore))
        }
        return .recognized(match)
    }

    /// The score, 0…1, of `candidate` against one normalized template.
    private func score(_ candidate: NormalizedGesture, against template: NormalizedGesture) -> Double {
        let range = configuration.angleRangeDegrees * Double.pi / 180
        let score: Double
        switch configuration.matcher {
        case .dollarOne:
            let distance = UnistrokeGeometry.distanceAtBestAngle(
                candidate.points, template.points, in: -range...range,
                precision: configuration.anglePrecisionDegrees * Double.pi / 180)
            score = 1 - distance / UnistrokeGeometry.halfDiagonal
        case .protractor:
            let limit = configuration.isRotationInvariant ? Double.pi : range
            score = 1 - UnistrokeGeometry.optimalCosineDistance(template.vector, candidate.vector, in: -limit...limit)
        }
        return score.isNaN ? 0 : min(max(score, 0), 1)
    }
}

extension TemplateRecognizer: Equatable {
    /// Whether both recognizers have the same configuration and the same templates in the same
    /// order.
    public static func == (lhs: TemplateRecognizer, rhs: TemplateRecognizer) -> Bool {
        lhs.configuration == rhs.configuration && lhs.templates == rhs.templates
    }
}

extension TemplateRecognizer: Codable {
    private enum CodingKeys: String, CodingKey { case configuration, templates }

    /// Decodes `{"configuration":{…},"templates":[…]}`; without `configuration`, the defaults.
    /// Other keys (a `source` note) are ignored.
    ///
    /// - Throws: ``Encircle/ConfigurationError`` for a configuration that cannot be read or used,
    ///   ``InvalidTemplateError`` for a template that cannot be compared (both say what is wrong
    ///   in `localizedDescription`), and the decoder's errors for the rest of the JSON.
    /// - Complexity: O(*t* · *n*) for *t* templates of *n* points.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let configuration = try container.decodeIfPresent(Configuration.self, forKey: .configuration) ?? Configuration()
        let templates = try container.decode([GestureTemplate].self, forKey: .templates)
        try self.init(templates: templates, configuration: configuration)
    }

    /// Encodes `{"configuration":{…},"templates":[…]}`.
    ///
    /// - Complexity: O(*t* · *n*) for *t* templates of *n* points.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(configuration, forKey: .configuration)
        try container.encode(templates, forKey: .templates)
    }
}
