import MVCLocalization
import MVCShell
import MVCTestSupport
import Testing

/// What `:screen` draws for an alert controller, an action sheet and the keyboard, and that
/// the user can only touch what is on top (UIKit's presentations let no touch through to what
/// they cover).
@Suite struct ScreenAlertAndKeyboardTests {
  static let notes = """
    class Notes: UIViewController {
      let field = UITextField()
      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        field.placeholder = "Title"
        view.addSubview(field)
      }
    }
    let notes = Notes()
    let nav = UINavigationController(rootViewController: notes)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let alert = UIAlertController(
      title: "Delete note?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addTextField { field in field.placeholder = "Reason" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: nil))
    """

  func screenLines(_ session: Session) -> [String] {
    session.execute(":screen").output.split(separator: "\n").map(String.init)
  }

  @Test func anAlertIsABoxOverTheScreenWithItsTextAndActions() throws {
    let session = CommandTest.session(Self.notes)
    #expect(!session.execute("notes.present(alert, animated: true)").failed)
    let lines = screenLines(session)
    let top = try #require(lines.firstIndex { $0.contains("╭") })
    #expect(lines[top + 1].contains("Delete note?"))
    #expect(lines[top + 2].contains("This cannot be undone."))
    #expect(lines[top + 3].contains("[Reason___"))
    #expect(lines[top + 4].contains("├") && lines[top + 4].contains("┬"))
    #expect(lines[top + 5].contains("Cancel") && lines[top + 5].contains("│   Delete"))
    #expect(lines[top + 6].contains("╰") && lines[top + 6].contains("┴"))
    // The presenter stays in view beneath the alert, and no keyboard shows.
    #expect(lines.contains { $0.contains("[Title___") })
    #expect(!lines.contains { $0.contains("q w e r t y") })
    for line in lines { #expect(TextWidth.of(line) <= 80, "\(line)") }
  }

  @Test func editingAFieldRaisesTheKeyboardAndShowsTheCaret() throws {
    let session = CommandTest.session(Self.notes)
    #expect(!session.execute("tap(notes.field)").failed)
    #expect(!session.execute("type(notes.field, \"Milk\")").failed)
    var lines = screenLines(session)
    #expect(lines.contains { $0.contains("[Milk▏") })
    let keyboard = try #require(lines.firstIndex { $0.contains("q w e r t y u i o p") })
    #expect(lines[keyboard + 3].contains("space") && lines[keyboard + 3].contains("return"))
    // The alert's field takes over: the alert sits above the keyboard.
    #expect(!session.execute("notes.present(alert, animated: true)").failed)
    #expect(!session.execute("tap(alert.textFields![0])").failed)
    lines = screenLines(session)
    let box = try #require(lines.lastIndex { $0.contains("╰") })
    let keys = try #require(lines.firstIndex { $0.contains("q w e r t y u i o p") })
    #expect(box < keys)
    #expect(lines.contains { $0.contains("[▏Reason") })
    #expect(lines.contains { $0.contains("[Milk___") })
    // Resigning puts the keyboard away.
    #expect(!session.execute("alert.textFields![0].resignFirstResponder()").failed)
    #expect(!screenLines(session).contains { $0.contains("q w e r t y") })
  }

  @Test(arguments: [Language.en, .zhHans, .zhHant])
  func anActionSheetSitsAtTheBottomWithItsCancelApart(_ language: Language) throws {
    let session = CommandTest.session(
      """
      let home = UIViewController()
      window.rootViewController = home
      window.makeKeyAndVisible()
      let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Take Photo", style: .default, handler: nil))
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
      sheet.addAction(UIAlertAction(title: "Library", style: .default, handler: nil))
      home.present(sheet, animated: true)
      """, language: language)
    let lines = screenLines(session)
    let bottom = try #require(lines.lastIndex { $0.hasPrefix("└") })
    let cancel = try #require(lines.firstIndex { $0.contains("Cancel") })
    let take = try #require(lines.firstIndex { $0.contains("Take Photo") })
    let library = try #require(lines.firstIndex { $0.contains("Library") })
    #expect(take < library && library < cancel && cancel < bottom)
    #expect(lines[cancel - 1].contains("╭") && lines[cancel + 1].contains("╰"))
    #expect(bottom - cancel <= 4)
    // Only an alert takes text fields.
    let refused = session.execute("sheet.addTextField()")
    #expect(refused.failed)
  }

  @Test func aViewUnderAPresentationCannotBeTouched() throws {
    let session = CommandTest.session(
      Self.notes + """

        let list = UIViewController()
        let button = UIButton()
        list.view.addSubview(button)
        nav.pushViewController(list, animated: false)
        let loose = UIButton()
        """)
    #expect(!session.execute("list.present(alert, animated: true)").failed)
    let before = WorldSnapshot(session.world)
    let tap = session.execute("tap(button)")
    #expect(tap.failed)
    #expect(tap.output.contains("button is under alert, which is presented over it"))
    let back = session.execute("tapBackButton(nav)")
    #expect(back.failed)
    #expect(back.output.contains("is under alert"))
    expectUnchanged(session.world, since: before)
    // What is on top can be touched, and so can a view in no window.
    #expect(!session.execute("tap(alert.textFields![0])").failed)
    #expect(!session.execute("tap(loose)").failed)
    // Once the alert has gone, the button is the user's again.
    #expect(!session.execute("tap(alert.actions[0])").failed)
    #expect(!session.execute("tap(button)").failed)
  }

  @Test func aSheetCoversThePresenterToo() {
    let session = CommandTest.session(
      Self.notes + """

        let editor = UIViewController()
        notes.present(editor, animated: true)
        """)
    let tap = session.execute("tap(notes.field)")
    #expect(tap.failed)
    #expect(tap.output.contains("notes.field is under editor"))
    #expect(session.execute("type(notes.field, \"x\")").failed)
  }
}

extension ScreenAlertAndKeyboardTests {
  @Test(arguments: [Language.en, .zhHans, .zhHant])
  func aViewLaidOutBelowTheScreenCannotBeTouched(_ language: Language) {
    let session = CommandTest.session(
      """
      let home = UIViewController()
      for i in 0..<30 {
        let button = UIButton()
        button.setTitle("B\\(i)", for: .normal)
        home.view.addSubview(button)
      }
      window.rootViewController = home
      window.makeKeyAndVisible()
      let first = home.view.subviews[0]
      let last = home.view.subviews[29]
      """, language: language)
    let before = WorldSnapshot(session.world)
    let tap = session.execute("tap(last)")
    #expect(tap.failed)
    #expect(tap.output.contains("16,1575") && tap.output.contains("361×44"))
    expectUnchanged(session.world, since: before)
    #expect(!session.execute("tap(first)").failed)
  }
}

extension ScreenAlertAndKeyboardTests {
  /// On an iPad an action sheet is a popover pointing at its anchor, and UIKit leaves its
  /// cancel action out (a tap outside cancels).
  @Test func anActionSheetOnAnIPadIsAPopoverWithoutItsCancel() throws {
    let session = CommandTest.session(
      """
      :device ipad
      let home = UIViewController()
      let share = UIButton()
      share.setTitle("Share", for: .normal)
      home.view.addSubview(share)
      window.rootViewController = home
      window.makeKeyAndVisible()
      let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "Copy", style: .default, handler: nil))
      sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
      sheet.popoverPresentationController?.sourceView = share
      home.present(sheet, animated: true)
      """)
    let lines = screenLines(session)
    let copy = try #require(lines.firstIndex { $0.contains("Copy") })
    #expect(!lines.contains { $0.contains("Cancel") })
    // The popover hangs from the button at the top, with its arrow toward it.
    #expect(copy < 12)
    #expect(lines.contains { $0.contains("▲") })
  }
}
