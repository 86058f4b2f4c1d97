import Testing

@testable import MVCRuntime
@testable import MVCScript

@Suite struct InterpreterTests {
  func run(_ world: World, _ interpreter: Interpreter, _ text: String) throws -> Value {
    var last = Value.void
    for statement in try Parser.parse(text) { last = try interpreter.run(statement) }
    return last
  }

  @Test func methodsRunWithSelfAsSender() throws {
    let world = World()
    let interpreter = Interpreter(world: world)
    _ = try run(
      world, interpreter,
      """
      class Contact: Model { var name = "Ada" }
      let ada = Contact()
      class Editor: ViewController { func rename(to name: String) { ada.name = name } }
      let editor = Editor()
      editor.rename(to: "Grace")
      """)
    #expect(try run(world, interpreter, "ada.name") == .string("Grace"))
    let set = try #require(world.trace.last)
    #expect(set.selector == "setValue(_:forKey:)")
    #expect(set.sender == .object(try #require(world.globals["editor"]?.objectID)))
    #expect(set.role.key == "controller-model")
  }

  @Test func protocolsMustBeImplemented() throws {
    let world = World()
    let interpreter = Interpreter(world: world)
    _ = try run(
      world, interpreter,
      "protocol EditorDelegate: AnyObject { func editorDidSave(_ editor: ViewController) }")
    #expect(throws: ScriptFailure.self) {
      try run(world, interpreter, "class Detail: ViewController, EditorDelegate { }")
    }
    _ = try run(
      world, interpreter,
      "class Detail: ViewController, EditorDelegate { func editorDidSave(_ editor: ViewController) { } }"
    )
    _ = try run(
      world, interpreter,
      "class Editor: ViewController { weak var delegate: EditorDelegate? }; let d = Detail(); let e = Editor(); e.delegate = d"
    )
    #expect(throws: ScriptFailure.self) { try run(world, interpreter, "e.delegate = e") }
  }

  @Test func aFailingStatementLeavesNamesAndObjectsAsTheyWere() throws {
    let world = World()
    let interpreter = Interpreter(world: world)
    let before = world.records.count
    #expect(throws: ScriptFailure.self) { try run(world, interpreter, "let l = Label(text: 3)") }
    #expect(world.records.count == before)
    #expect(world.globals["l"] == nil)
  }

  @Test func unknownNamesSuggestTheNearest() throws {
    let world = World()
    let interpreter = Interpreter(world: world)
    _ = try run(world, interpreter, "let label = Label()")
    let name = try #require(throws: ScriptFailure.self) {
      try run(world, interpreter, "lable.text")
    }
    #expect(name.reason == .interpreter(.unknownName("lable", suggestion: "label")))
    #expect(name.suggestion == "label")
    let method = try #require(throws: ScriptFailure.self) {
      try run(world, interpreter, "label.addSubveiw(label)")
    }
    #expect(
      method.reason
        == .runtime(
          .unknownMethod(
            selector: "addSubveiw(_:)", className: "Label", suggestion: "addSubview(_:)")))
    #expect(method.suggestion == "addSubview(_:)")
  }
}
