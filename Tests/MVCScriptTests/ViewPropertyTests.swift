import Testing

@testable import MVCRuntime
@testable import MVCScript

/// The view properties a learner sets in the first week, as learner code sets them: each one
/// reads back what was set, refuses a value it cannot take (naming the rule), and has the
/// effect UIKit gives it — on touches, on layout, on the screen.
@Suite struct ViewPropertyTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  /// The runtime failure a text raises (nil when it runs, or fails otherwise).
  static func refusal(_ s: Sandbox, _ text: String) -> RuntimeFailure? { s.refusal(text) }

  /// A screen whose view holds `setup`'s views, on screen in the window.
  static func screen(_ setup: String) throws -> Sandbox {
    let s = Sandbox()
    try s.run(
      """
      class Form: ViewController {
        var saved = 0
        @objc func save() { saved += 1 }
      }
      let form = Form(title: "Form")
      \(setup)
      window.rootViewController = form
      window.makeKeyAndVisible()
      """)
    return s
  }

  static func frame(_ s: Sandbox, _ name: String) throws -> Rect {
    let id = try #require(s.world.globals[name]?.objectID)
    return try #require(s.world.computeLayout().frames[id])
  }

  static func windowFrame(_ s: Sandbox, _ name: String) throws -> Rect {
    let id = try #require(s.world.globals[name]?.objectID)
    return try #require(s.world.computeLayout().windowFrames[id])
  }

  // MARK: Reading back what was set

  @Test func everyPropertyReadsBackWhatWasSet() throws {
    let s = Sandbox()
    try s.run(
      """
      let l = UILabel(text: "Hi")
      l.backgroundColor = .red
      l.isHidden = true
      l.alpha = 0.5
      l.tag = 7
      l.isEnabled = false
      l.textAlignment = .center
      l.font = UIFont.boldSystemFont(ofSize: 24)
      l.numberOfLines = 0
      let f = UITextField(placeholder: "Name")
      let sw = UISwitch()
      sw.isOn = true
      """)
    #expect(try s.value("l.backgroundColor") == .enumCase("red"))
    #expect(try s.value("l.backgroundColor == UIColor.red") == .bool(true))
    #expect(try s.value("l.isHidden") == .bool(true))
    #expect(try s.value("l.alpha") == .double(0.5))
    #expect(try s.value("l.tag") == .int(7))
    #expect(try s.value("l.isEnabled") == .bool(false))
    #expect(try s.value("l.textAlignment") == .enumCase("center"))
    #expect(try s.value("l.font.pointSize") == .double(24))
    #expect(try s.value("l.font.fontName") == .string(".SFUI-Bold"))
    #expect(try s.value("l.numberOfLines") == .int(0))
    #expect(try s.value("f.placeholder") == .string("Name"))
    #expect(try s.value("sw.isOn") == .bool(true))
    try s.run("sw.setOn(false, animated: true)")
    #expect(try s.value("sw.isOn") == .bool(false))
  }

  @Test func aLabelWithNoFontHasTheSystemFontOf17Points() throws {
    let s = Sandbox()
    try s.run("let l = Label(); let k = Label()")
    #expect(try s.value("l.font.pointSize") == .double(17))
    #expect(try s.value("l.font == UIFont.systemFont(ofSize: 17)") == .bool(true))
    #expect(try s.value("l.font == k.font") == .bool(true))
    try s.run("l.font = UIFont(name: \"Menlo\", size: 12)")
    #expect(try s.value("l.font.fontName") == .string("Menlo"))
    try s.run("l.font = nil")
    #expect(try s.value("l.font.pointSize") == .double(17))
    #expect(try s.value("UIFont.preferredFont(forTextStyle: .headline).pointSize") == .double(17))
    #expect(
      try s.value("UIFont.systemFont(ofSize: 20, weight: .semibold).fontName")
        == .string(".SFUI-Semibold"))
  }

  @Test func anImageViewIsMadeWithAnImageAndShowsItsName() throws {
    let s = Sandbox()
    try s.run("let photo = UIImageView(image: UIImage(named: \"cat\"))")
    #expect(try s.value("photo.imageName") == .string("cat"))
    #expect(try s.value("photo.image == UIImage(named: \"cat\")") == .bool(true))
    try s.run("photo.image = UIImage(systemName: \"star\")")
    #expect(try s.value("photo.imageName") == .string("star"))
    try s.run("photo.image = nil")
    #expect(try s.value("photo.image") == .null)
  }

  @Test func initializersCheckValuesAsAssignmentsDo() throws {
    let s = Sandbox()
    #expect(Self.refusal(s, "let l = Label(textAlignment: .middle)")?.kind == .unknownEnumCase)
    #expect(Self.refusal(s, "let l = Label(alpha: 3)")?.kind == .outOfRange)
    try s.run("let l = Label(text: \"Hi\", textAlignment: .right, backgroundColor: .systemBlue)")
    #expect(try s.value("l.textAlignment") == .enumCase("right"))
  }

  // MARK: Refusals with the rule

  @Test func badValuesAreRefusedWithTheRule() throws {
    let s = Sandbox()
    try s.run("let l = Label(); let stack = UIStackView()")
    let colour = Self.refusal(s, "l.backgroundColor = .bleu")
    #expect(colour?.kind == .unknownEnumCase)
    #expect(colour?.suggestion == "blue")
    #expect(Self.refusal(s, "l.backgroundColor = UIColor.bleu")?.suggestion == "blue")
    #expect(Self.refusal(s, "l.textAlignment = .middle")?.kind == .unknownEnumCase)
    #expect(
      Self.refusal(s, "l.alpha = 1.5")
        == .outOfRange(name: "alpha", value: 1.5, range: .unitInterval))
    #expect(
      Self.refusal(s, "l.numberOfLines = -1")
        == .outOfRange(name: "numberOfLines", value: -1, range: .nonNegative))
    #expect(Self.refusal(s, "l.font = UIFont.systemFont(ofSize: 0)")?.kind == .outOfRange)
    #expect(Self.refusal(s, "l.font = UIFont(name: \"Menol\", size: 12)")?.suggestion == "Menlo")
    #expect(
      Self.refusal(s, "l.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)")
        == .unnamedColor(selector: "UIColor(red:green:blue:alpha:)"))
    #expect(Self.refusal(s, "stack.axis = .diagonal")?.suggestion == nil)
    #expect(Self.refusal(s, "stack.axis = .vertcal")?.suggestion == "vertical")
    #expect(
      Self.refusal(s, "stack.distribution = .equalCentering")?.kind == .enumCaseNotSimulated)
    #expect(Self.refusal(s, "stack.alignment = .firstBaseline")?.kind == .enumCaseNotSimulated)
    #expect(Self.refusal(s, "stack.arrangedSubviews = []")?.kind == .readOnlyProperty)
    #expect(Self.refusal(s, "let size = CGSize(w: 1, h: 2)")?.kind == .valueInitializer)
    // Nothing changed.
    #expect(try s.value("l.alpha") == .double(1))
    #expect(try s.value("l.backgroundColor") == .null)
  }

  // MARK: Effects on touches

  @Test func aDisabledButtonSendsNoAction() throws {
    let s = try Self.screen(
      """
      let save = UIButton(title: "Save")
      save.addTarget(form, action: #selector(form.save), for: .touchUpInside)
      form.view.addSubview(save)
      """)
    try s.run("tap(save)")
    #expect(try s.value("form.saved") == .int(1))
    try s.run("save.isEnabled = false")
    #expect(Self.refusal(s, "tap(save)")?.kind == .viewDisabled)
    let frame = try Self.windowFrame(s, "save")
    #expect(Self.refusal(s, "tap(at: \(frame.x + 4), \(frame.y + 4))")?.kind == .viewDisabled)
    #expect(try s.value("form.saved") == .int(1))
  }

  @Test func hiddenAndTransparentViewsAreNotHit() throws {
    let s = try Self.screen(
      """
      let save = UIButton(title: "Save")
      save.addTarget(form, action: #selector(form.save), for: .touchUpInside)
      form.view.addSubview(save)
      """)
    let frame = try Self.windowFrame(s, "save")
    let button = try #require(s.world.globals["save"]?.objectID)
    let formID = try #require(s.world.globals["form"]?.objectID)
    let formView = try #require(s.world.record(formID).rootView)
    #expect(s.world.hitTest(x: frame.x + 4, y: frame.y + 4) == button)
    try s.run("save.alpha = 0")
    #expect(s.world.hitTest(x: frame.x + 4, y: frame.y + 4) == formView)
    #expect(Self.refusal(s, "tap(save)") == .viewTransparent(button, alpha: 0))
    try s.run("tap(at: \(frame.x + 4), \(frame.y + 4))")
    try s.run("save.alpha = 0.01; save.isHidden = true")
    #expect(s.world.hitTest(x: frame.x + 4, y: frame.y + 4) == formView)
    #expect(Self.refusal(s, "tap(save)")?.kind == .viewHidden)
    try s.run("save.isHidden = false; tap(at: \(frame.x + 4), \(frame.y + 4))")
    #expect(try s.value("form.saved") == .int(1))
  }

  @Test func aButtonInsideAHiddenStackViewCannotBeTapped() throws {
    let s = try Self.screen(
      """
      let save = UIButton(title: "Save")
      let stack = UIStackView(arrangedSubviews: [save])
      form.view.addSubview(stack)
      stack.isHidden = true
      """)
    let stack = try #require(s.world.globals["stack"]?.objectID)
    #expect(Self.refusal(s, "tap(save)") == .viewHidden(stack))
  }

  // MARK: Stack views

  @Test func aVerticalStackViewPutsItsViewsInAColumnWithSpacing() throws {
    let s = try Self.screen(
      """
      let title = UILabel(text: "Title")
      let name = UITextField(placeholder: "Name")
      let save = UIButton(title: "Save")
      let stack = UIStackView(arrangedSubviews: [title, name])
      stack.addArrangedSubview(save)
      stack.axis = .vertical
      stack.spacing = 10
      form.view.addSubview(stack)
      """)
    #expect(try s.value("stack.arrangedSubviews.count") == .int(3))
    #expect(try s.value("save.superview == stack") == .bool(true))
    let stack = try Self.frame(s, "stack")
    // Each view takes the stack's width (alignment .fill) and its natural height.
    #expect(try Self.frame(s, "title") == Rect(x: 0, y: 0, width: stack.width, height: 21))
    #expect(try Self.frame(s, "name") == Rect(x: 0, y: 31, width: stack.width, height: 34))
    #expect(try Self.frame(s, "save") == Rect(x: 0, y: 75, width: stack.width, height: 30))
    #expect(stack.height == 105)
    // A hidden arranged view takes no room.
    try s.run("name.isHidden = true")
    #expect(try Self.frame(s, "save").y == 31)
  }

  @Test func aHorizontalStackViewSharesItsWidthByItsDistribution() throws {
    let s = try Self.screen(
      """
      let a = UILabel(text: "Name")
      let b = UISwitch()
      let stack = UIStackView(arrangedSubviews: [a, b])
      stack.spacing = 8
      form.view.addSubview(stack)
      """)
    let width = try Self.frame(s, "stack").width
    // .fill: the switch keeps its size (it hugs harder); the label takes the rest.
    #expect(try Self.frame(s, "b") == Rect(x: width - 51, y: 0, width: 51, height: 31))
    #expect(try Self.frame(s, "a") == Rect(x: 0, y: 0, width: width - 59, height: 31))
    try s.run("stack.distribution = .fillEqually")
    let half = (width - 8) / 2
    #expect(try Self.frame(s, "a") == Rect(x: 0, y: 0, width: half, height: 31))
    #expect(try Self.frame(s, "b") == Rect(x: half + 8, y: 0, width: half, height: 31))
    try s.run("stack.alignment = .center; stack.distribution = .equalSpacing")
    #expect(try Self.frame(s, "a") == Rect(x: 0, y: 5, width: 34, height: 21))
    #expect(try Self.frame(s, "b").x == width - 51)
  }

  @Test func aViewLeavingAStackViewIsNoLongerArranged() throws {
    let s = Sandbox()
    try s.run(
      """
      let a = Label(); let b = Label(); let other = View()
      let stack = StackView(arrangedSubviews: [a, b])
      stack.removeArrangedSubview(a)
      """)
    // removeArrangedSubview keeps the view a subview, as UIKit does.
    #expect(try s.value("stack.arrangedSubviews.count") == .int(1))
    #expect(try s.value("stack.subviews.count") == .int(2))
    try s.run("other.addSubview(b)")
    #expect(try s.value("stack.arrangedSubviews.count") == .int(0))
    try s.run("stack.insertArrangedSubview(b, at: 0); stack.insertArrangedSubview(a, at: 0)")
    #expect(try s.value("stack.arrangedSubviews[0] == a") == .bool(true))
    try s.run("a.removeFromSuperview()")
    #expect(try s.value("stack.arrangedSubviews.count") == .int(1))
    #expect(try s.value("stack.viewWithTag(0) == stack") == .bool(true))
  }

  // MARK: Scroll views

  @Test func aScrollViewShowsItsContentFromItsOffset() throws {
    let s = try Self.screen(
      """
      let scroll = UIScrollView()
      scroll.contentSize = CGSize(width: 393, height: 2000)
      form.view.addSubview(scroll)
      let first = UILabel(text: "First")
      let save = UIButton(title: "Save")
      save.addTarget(form, action: #selector(form.save), for: .touchUpInside)
      scroll.addSubview(first)
      scroll.addSubview(save)
      """)
    #expect(try s.value("scroll.contentSize.height") == .double(2000))
    #expect(try s.value("scroll.contentOffset == CGPoint.zero") == .bool(true))
    let scroll = try Self.windowFrame(s, "scroll")
    let before = try Self.windowFrame(s, "save")
    try s.run("scroll.contentOffset = CGPoint(x: 0, y: 30)")
    // Frames stay in content coordinates; on screen the content moves up by the offset.
    #expect(try Self.frame(s, "save").y == before.y - scroll.y)
    let after = try Self.windowFrame(s, "save")
    #expect(after.y == before.y - 30)
    try s.run("tap(at: \(after.x + 4), \(after.y + 4))")
    #expect(try s.value("form.saved") == .int(1))
    #expect(Self.refusal(s, "scroll.contentSize = nil")?.kind == .propertyType)
  }
}
