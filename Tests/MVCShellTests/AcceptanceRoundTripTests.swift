import MVCLocalization
import MVCShell
import Testing

@Suite struct AcceptanceRoundTripTests {
  static let script = """
    class Contact: Model { var name = "Ada"; var phone = "555-0100" }
    let ada = Contact()
    let field = TextField()
    let label = Label()
    let editor = ViewController(title: "Edit Contact")
    editor.view.addSubview(field)
    editor.view.addSubview(label)
    editor.bind(field, to: ada, key: "name")
    editor.bind(label, to: ada, key: "name")
    type(field, "Grace")
    :trace
    ada.name
    label.text
    ada.name = "Linus"
    :trace
    field.text
    """

  @Test func roundTripRunsAsAScript() {
    let session = Session(options: SessionOptions(language: .en))
    let result = session.runScript(Self.script, bail: false)
    print(result.output)
    #expect(!result.failed)
  }
}
