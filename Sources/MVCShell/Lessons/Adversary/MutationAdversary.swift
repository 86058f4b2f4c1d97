import MVCRuntime
import MVCTutor

/// The lesson checker's adversary: it changes a step's solution the ways a learner who games
/// the tutor would (``MutantKind``), runs each change from the step's start, and reports every
/// one that still completes the step. A change that leaves the world as the solution leaves it
/// (the same objects and properties, the same messages, perhaps in another order or repeated)
/// is equivalent, not a survivor; a survivor the lesson accepts with `allow KIND LINE: reason`
/// is counted as allowed.
struct MutationAdversary {
  /// The lesson and the step attacked.
  let lesson: Lesson
  let stepIndex: Int

  /// The most aliases or swaps tried for one statement.
  static let candidatesPerStatement = 3

  /// What became of one mutant.
  enum Verdict: Equatable {
    /// The step stayed unmet.
    case killed
    /// The world ended as the solution's did: the same thing done another way round.
    case equivalent
    /// The step was completed, and the lesson accepts it for this reason.
    case allowed(AllowedMutant)
    /// The step was completed: a goal should have rejected it.
    case survived
  }

  /// A mutant and what became of it.
  struct Finding: Equatable {
    var mutant: Mutant
    var verdict: Verdict
  }

  /// Every mutant of the step and its verdict; empty for a demonstration, or when the step's
  /// start or its solution does not run.
  func attack() -> [Finding] {
    let step = lesson.steps[stepIndex]
    guard !step.isDemonstration else { return [] }
    let trial = StepTrial(lesson: lesson, stepIndex: stepIndex)
    let statements = SolutionStatement.of(step)
    guard !statements.isEmpty, let solved = trial.run(statements.map(\.text)), solved.completed,
      solved.failed.isEmpty, let scene = Scene(trial: trial, statements: statements)
    else { return [] }
    // A change that starts after the statement that completes the step can never matter:
    // the tutor has moved on before it runs.
    let done = solved.completedAt ?? statements.count - 1
    let relevant = mutants(of: statements, in: scene).filter { $0.firstChange <= done }
    return relevant.map { mutant in
      guard let result = trial.run(mutant.statements), result.completed else {
        return Finding(mutant: mutant, verdict: .killed)
      }
      if Self.sameWorld(result.fingerprint, solved.fingerprint) {
        return Finding(mutant: mutant, verdict: .equivalent)
      }
      if let allowed = step.allowedMutants.first(where: {
        $0.kind == mutant.kind && $0.statementLine == mutant.line
      }) {
        return Finding(mutant: mutant, verdict: .allowed(allowed))
      }
      return Finding(mutant: mutant, verdict: .survived)
    }
  }

  /// Whether a mutant left the world as the solution did: the same state, and the same kinds
  /// of message (a repeated or reordered one does not count).
  static func sameWorld(_ mutant: WorldFingerprint, _ solution: WorldFingerprint) -> Bool {
    mutant.state == solution.state && Set(mutant.messages) == Set(solution.messages)
  }

  // MARK: Making mutants

  /// What the solution's run showed about the world: the names bound before each statement
  /// (with their objects' classes and roles), and the model and view properties it changed.
  struct Scene {
    /// A name bound to an object.
    struct Named {
      var name: String
      var className: String
      var role: MVCRole?
    }

    /// The objects named before each statement ran.
    var namedBefore: [[Named]] = []
    /// For each statement that makes an object (`let X = SomeClass(…)`), the names of existing
    /// objects of that class or a subclass: what an alias could stand for.
    var aliasCandidates: [[String]] = []
    /// `name.key = value` for each model or view property the solution changed, as Swift
    /// writes it (properties whose value cannot be written at the prompt are left out).
    var outcome: [String] = []

    init?(trial: StepTrial, statements: [SolutionStatement]) {
      guard let (core, _) = trial.start() else { return nil }
      let before = Self.properties(core.reader)
      for statement in statements {
        let named = Self.named(core.reader)
        namedBefore.append(named)
        let made = statement.madeClass
        aliasCandidates.append(
          made.map { made in
            named.filter { core.reader.isClass($0.className, kindOf: made) }.map(\.name)
          } ?? [])
        for line in statement.text.split(separator: "\n", omittingEmptySubsequences: false) {
          _ = core.submit(String(line))
        }
        _ = core.takeUnfinished()
      }
      let after = Self.properties(core.reader)
      var views: [String] = []
      var models: [String] = []
      for (path, change) in after.sorted(by: { $0.key < $1.key })
      where before[path]?.value != change.value {
        let assignment = path + " = " + change.value
        if change.role == .model { models.append(assignment) } else { views.append(assignment) }
      }
      // Views first: the model set last cannot be followed by its observers before the views
      // are set by hand.
      outcome = views + models
    }

    private static func named(_ world: WorldReader) -> [Named] {
      world.globals.compactMap { name, value -> Named? in
        guard let id = value.objectID, let record = world.record(id), world.isAlive(id) else {
          return nil
        }
        return Named(name: name, className: record.className, role: record.kind.role)
      }.sorted { $0.name < $1.name }
    }

    /// Every model's and view's readable property, by `name.key`, as a Swift literal, with the
    /// object's role.
    private static func properties(_ world: WorldReader) -> [String: (value: String, role: MVCRole)]
    {
      var names: [ObjectID: String] = [:]
      for (name, value) in world.globals.sorted(by: { $0.key < $1.key }) {
        if let id = value.objectID, names[id] == nil { names[id] = name }
      }
      var properties: [String: (value: String, role: MVCRole)] = [:]
      for (id, name) in names {
        guard let role = world.record(id)?.kind.role, role == .model || role == .view else {
          continue
        }
        for key in world.propertyNames(of: id) {
          guard case .value(let value)? = world.property(key, of: id),
            let literal = SwiftLiteral.of(value, names: names)
          else { continue }
          properties[name + "." + key] = (literal, role)
        }
      }
      return properties
    }
  }

  /// Every mutant of the solution's statements.
  func mutants(of statements: [SolutionStatement], in scene: Scene) -> [Mutant] {
    let texts = statements.map(\.text)
    var mutants: [Mutant] = []
    for (index, statement) in statements.enumerated() {
      var dropped = texts
      dropped.remove(at: index)
      mutants.append(
        Mutant(
          kind: .drop, line: statement.line, statements: dropped, change: "", firstChange: index))
      // Binding a name again (`let x = …` twice, `x = Pager()` twice) only makes a
      // throwaway: a statement is run twice for what it does.
      if !statement.isDeclaration && statement.binding == nil && !statement.isRebinding {
        var twice = texts
        twice.insert(statement.text, at: index + 1)
        mutants.append(
          Mutant(
            kind: .twice, line: statement.line, statements: twice, change: statement.text,
            firstChange: index + 1))
      }
      if index + 1 < statements.count {
        var moved = texts
        moved.swapAt(index, index + 1)
        mutants.append(
          Mutant(
            kind: .move, line: statement.line, statements: moved, change: statement.text,
            firstChange: index))
      }
      let named = scene.namedBefore[index]
      if let binding = statement.binding {
        for other in scene.aliasCandidates[index].prefix(Self.candidatesPerStatement) {
          let change = "let " + binding.name + " = " + other
          var aliased = texts
          aliased[index] = change
          mutants.append(
            Mutant(
              kind: .alias, line: statement.line, statements: aliased, change: change,
              firstChange: index))
        }
      }
      mutants += swaps(of: statement, at: index, in: texts, named: named)
    }
    if let outcome = outcomeMutant(of: statements, scene: scene) { mutants.append(outcome) }
    return mutants
  }

  /// A controller the statement names, replaced by another existing controller or a fresh one.
  private func swaps(
    of statement: SolutionStatement, at index: Int, in texts: [String],
    named: [Scene.Named]
  ) -> [Mutant] {
    let controllers = named.filter { $0.role == .controller }
    let used = SwiftLiteral.identifiers(in: statement.text)
    var mutants: [Mutant] = []
    for controller in controllers where used.contains(controller.name) {
      let others = controllers.filter { $0.name != controller.name }.map(\.name)
      for replacement in others.prefix(Self.candidatesPerStatement - 1) + ["ViewController()"] {
        let changed = SwiftLiteral.replacingIdentifier(
          controller.name, with: replacement, in: statement.text)
        guard changed != statement.text else { continue }
        var swapped = texts
        swapped[index] = changed
        mutants.append(
          Mutant(
            kind: .swap, line: statement.line, statements: swapped, change: changed,
            firstChange: index))
      }
    }
    return mutants
  }

  /// The mechanism replaced by its outcome: the solution's declarations and the objects it
  /// makes, then its model and view changes set from the prompt. None when the solution is
  /// nothing but such statements (setting a model property from the prompt is then the lesson).
  private func outcomeMutant(of statements: [SolutionStatement], scene: Scene) -> Mutant? {
    let kept = statements.filter { $0.isDeclaration || $0.madeClass != nil }
    let mechanism = statements.contains { statement in
      !statement.isDeclaration && statement.binding == nil
        && !SwiftLiteral.isPropertyAssignment(statement.text)
    }
    guard mechanism, !scene.outcome.isEmpty else { return nil }
    return Mutant(
      kind: .outcome, line: statements.first { !kept.contains($0) }?.line ?? statements[0].line,
      statements: kept.map(\.text) + scene.outcome,
      change: scene.outcome.joined(separator: "; "), firstChange: 0)
  }

}
