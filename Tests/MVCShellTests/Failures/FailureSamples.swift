import MVCRuntime
import MVCScript

/// A sample of every case of every failure type, with the parts of messages they carry (what the
/// parser expected and found, kinds of values, internal steps).
///
/// Each builder switches over a `Kind` without a `default`: a case added to a failure type does
/// not compile until its `Kind` has it, and then this file does not compile until it has a
/// sample. The samples use names, selectors and classes as a learner's session would.
enum FailureSamples {
  /// Objects the samples mention, and how the test names them (as the world's display names).
  static let editor = ObjectID(11)
  static let detail = ObjectID(12)
  static let nav = ObjectID(13)
  static let tabs = ObjectID(14)
  static let field = ObjectID(15)
  static let names: [ObjectID: String] = [
    editor: "editor", detail: "detail", nav: "nav", tabs: "tabs", field: "editor.view.nameField",
  ]
  static func name(_ id: ObjectID) -> String { names[id] ?? "#\(id.raw)" }

  // MARK: Parts of messages

  static func valueKinds(_ kind: ValueKind.Kind) -> [ValueKind] {
    switch kind {
    case .string: return [.string]
    case .int: return [.int]
    case .double: return [.double]
    case .bool: return [.bool]
    case .null: return [.null]
    case .array: return [.array]
    case .enumCase: return [.enumCase]
    case .void: return [.void]
    case .object: return [.object(className: "Contact")]
    case .missingObject: return [.missingObject]
    case .closure: return [.closure]
    case .dictionary: return [.dictionary]
    }
  }

  static var allValueKinds: [ValueKind] { ValueKind.Kind.allCases.flatMap(valueKinds) }

  static func expectations(_ kind: Expectation.Kind) -> [Expectation] {
    switch kind {
    case .code: return [.code(")"), .code("}"), .code(";"), .code("var"), .code("#selector")]
    case .name: return [.name]
    case .type: return [.type]
    case .className: return [.className]
    case .superclass: return [.superclass]
    case .protocolName: return [.protocolName]
    case .propertyName: return [.propertyName]
    case .methodName: return [.methodName]
    case .parameterName: return [.parameterName]
    case .memberName: return [.memberName]
    case .expression: return [.expression]
    case .enumCase: return [.enumCase]
    case .classMember: return [.classMember]
    case .protocolMember: return [.protocolMember]
    case .anyObject: return [.anyObject]
    case .moduleName: return [.moduleName]
    case .switchCase: return [.switchCase]
    }
  }

  static func tokens(_ kind: TokenDescription.Kind) -> [TokenDescription] {
    switch kind {
    case .endOfInput: return [.endOfInput]
    case .endOfLine: return [.endOfLine]
    case .stringLiteral: return [.stringLiteral]
    case .code: return [.code("key"), .code("42"), .code("#foo"), .code("protocol")]
    }
  }

  // MARK: Failures

  static func syntax(_ kind: SyntaxFailure.Kind) -> [SyntaxFailure] {
    switch kind {
    case .expected:
      return Expectation.Kind.allCases.flatMap(expectations).flatMap { expectation in
        TokenDescription.Kind.allCases.flatMap(tokens).map { .expected(expectation, found: $0) }
      }
    case .unexpectedCharacter: return [.unexpectedCharacter("@"), .unexpectedCharacter("\u{7}")]
    case .invalidUTF8: return [.invalidUTF8]
    case .unterminatedString: return [.unterminatedString]
    case .unterminatedComment: return [.unterminatedComment]
    case .badEscape: return [.badEscape("\\q"), .badEscape("\\u{zz}")]
    case .numberTooLarge: return [.numberTooLarge("99999999999999999999999")]
    case .tooDeeplyNested: return [.tooDeeplyNested(limit: 128)]
    case .chainTooLong: return [.chainTooLong(limit: 1000)]
    case .notAssignable: return [.notAssignable]
    case .classNeedsSuperclass: return [.classNeedsSuperclass("NoSuper")]
    case .propertyNeedsTypeOrValue: return [.propertyNeedsTypeOrValue("nickname")]
    case .computedPropertyNeedsType: return [.computedPropertyNeedsType("fullName")]
    case .misplacedAccessor: return [.misplacedAccessor("set"), .misplacedAccessor("didSet")]
    case .unfinishedStatement: return [.unfinishedStatement]
    case .unsupported: return UnsupportedFeature.allCases.map { .unsupported($0) }
    case .unknownModule: return [.unknownModule("Combine")]
    case .outsideLoop: return [.outsideLoop("break"), .outsideLoop("continue")]
    case .guardMustExit: return [.guardMustExit]
    case .emptyCase: return [.emptyCase]
    case .superOutsideCall: return [.superOutsideCall]
    case .nestedInterpolation: return [.nestedInterpolation]
    case .unterminatedInterpolation: return [.unterminatedInterpolation]
    }
  }

  static func interpreter(_ kind: InterpreterFailure.Kind) -> [InterpreterFailure] {
    switch kind {
    case .unknownName:
      return [.unknownName("adaa", suggestion: "ada"), .unknownName("zzz", suggestion: nil)]
    case .typeIsNotAValue: return [.typeIsNotAValue("Contact")]
    case .noValue: return [.noValue("saved")]
    case .nameTaken: return [.nameTaken("window")]
    case .constantAssigned: return [.constantAssigned("ada")]
    case .conversionNotPossible:
      return allValueKinds.map { .conversionNotPossible("Int", found: $0) }
    case .conversionOutOfRange: return [.conversionOutOfRange("Int", "1e+300")]
    case .constantMutated: return [.constantMutated("items", "append(_:)")]
    case .returnOutsideMethod: return [.returnOutsideMethod]
    case .selfOutsideMethod: return [.selfOutsideMethod]
    case .conditionNotBool: return allValueKinds.map { .conditionNotBool(found: $0) }
    case .nilObject: return [.nilObject]
    case .notAnObject: return allValueKinds.map { .notAnObject(found: $0) }
    case .noMember: return allValueKinds.map { .noMember("nmae", found: $0) }
    case .unknownStaticMember: return [.unknownStaticMember("shared", className: "Contact")]
    case .notCallable: return [.notCallable]
    case .overflow: return [.overflow]
    case .valueTooDeep: return [.valueTooDeep(limit: 256)]
    case .castFailed: return allValueKinds.map { .castFailed(found: $0, type: "UILabel") }
    case .unknownMainQueueCall: return [.unknownMainQueueCall]
    case .selfImmutable: return [.selfImmutable("count")]
    case .enumRawValue: return [.enumRawValue("sad", type: "Mood")]
    case .enumPayload: return [.enumPayload("success", expected: 1, found: 0)]
    case .cannotTakeApart: return allValueKinds.map { .cannotTakeApart(2, found: $0) }
    case .operatorType: return allValueKinds.map { .operatorType("-", found: $0) }
    case .binaryOperatorTypes: return allValueKinds.map { .binaryOperatorTypes("+", $0, .enumCase) }
    case .cannotSubclass: return [.cannotSubclass("Window")]
    case .storedPropertyInExtension: return [.storedPropertyInExtension("age")]
    case .duplicateProperty: return [.duplicateProperty("nickname", className: "Contact")]
    case .duplicateMethod: return [.duplicateMethod(selector: "save()", className: "Editor")]
    case .unknownProtocol:
      return [.unknownProtocol("EditorDelegat", suggestion: "EditorDelegate")]
    case .missingRequirement:
      return [
        .missingRequirement(
          className: "Detail", protocolName: "EditorDelegate", selector: "editorDidSave(_:)")
      ]
    case .unknownType:
      return [
        .unknownType("Contatc", suggestion: "Contact"), .unknownType("[Foo", suggestion: nil),
      ]
    case .cannotInferType: return [.cannotInferType("friends")]
    case .propertyNeedsDefault: return [.propertyNeedsDefault("owner", type: .object("Contact"))]
    case .weakNeedsOptionalObject: return [.weakNeedsOptionalObject("delegate")]
    case .missingOverride:
      return [.missingOverride(selector: "viewDidLoad()", superclass: "ViewController")]
    case .overridesNothing:
      return [
        .overridesNothing(
          selector: "viewDidLod()", superclass: "ViewController", suggestion: "viewDidLoad()")
      ]
    case .notASequence: return allValueKinds.map { .notASequence(found: $0) }
    case .invalidRange: return [.invalidRange(5, 1)]
    case .noMatchingCase: return allValueKinds.map { .noMatchingCase(found: $0) }
    case .indexOutOfRange: return [.indexOutOfRange(5, count: 3)]
    case .notSubscriptable: return allValueKinds.map { .notSubscriptable(found: $0) }
    case .divisionByZero: return [.divisionByZero]
    case .fatalError:
      return [.fatalError("init(coder:) has not been implemented"), .fatalError("")]
    case .emptyCollection: return [.emptyCollection("removeLast()")]
    case .noValueMethod:
      return [.noValueMethod("shout()", found: .string, suggestion: "uppercased()")]
    case .superOutsideMethod: return [.superOutsideMethod]
    case .nestedTooDeep: return [.nestedTooDeep]
    case .unownedReferenceFreed: return [.unownedReferenceFreed("self")]
    }
  }

  static func runtime(_ kind: RuntimeFailure.Kind) -> [RuntimeFailure] {
    switch kind {
    // Classes, objects and properties
    case .unknownClass:
      return [
        .unknownClass("Contatc", suggestion: "Contact"), .unknownClass("Qq", suggestion: nil),
      ]
    case .notInstantiable: return [.notInstantiable("Window")]
    case .initNeedsLabels: return [.initNeedsLabels("Contact")]
    case .duplicateArgumentLabel: return [.duplicateArgumentLabel("name", className: "Contact")]
    case .alertActionNotShown: return [.alertActionNotShown(editor)]
    case .textFieldInActionSheet: return [.textFieldInActionSheet(editor)]
    case .viewCovered: return [.viewCovered(editor, by: editor)]
    case .deinitKeptSelf:
      return [.deinitKeptSelf(editor, heldBy: editor), .deinitKeptSelf(editor, heldBy: nil)]
    case .viewOffScreen:
      return [.viewOffScreen(editor, frame: Rect(x: 0, y: 900, width: 100, height: 44))]
    case .barButtonItemNotShown: return [.barButtonItemNotShown(editor)]
    case .notSimulated: return [.notSimulated(selector: "layoutIfNeeded()", className: "View")]
    case .initializerLeftPropertyUnset:
      return [
        .initializerLeftPropertyUnset(
          property: "contact", className: "DetailController", selector: "init(name:)")
      ]
    case .noMatchingInitializer:
      return [
        .noMatchingInitializer(
          "init(name:)", className: "Contact", available: ["init(name:phone:)", "init()"])
      ]
    case .unknownInitLabel:
      return [.unknownInitLabel(label: "txet", className: "Label", suggestion: "text")]
    case .builtinClassRedeclared: return [.builtinClassRedeclared("Label")]
    case .classInUseRedeclared: return [.classInUseRedeclared("Contact")]
    case .noSuchObject: return [.noSuchObject(ObjectID(99))]
    case .notYetMade: return [.notYetMade(path: "editor.view", className: "View")]
    case .unknownProperty:
      return [.unknownProperty(key: "nmae", className: "Contact", suggestion: "name")]
    case .readOnlyProperty:
      return [.readOnlyProperty(key: "topViewController", className: "NavigationController")]
    case .getOnlyProperty: return [.getOnlyProperty(key: "fullName", className: "Contact")]
    case .propertyType:
      let types: [ValueType?] = [
        .string, .int, .double, .bool, .object("Contact"), .array(.object("Contact")),
        .optional(.object("AnyObject")), .enumeration("UIModalPresentationStyle"), .any, nil,
      ]
      return allValueKinds.map {
        .propertyType(key: "name", className: "Contact", expected: .string, found: $0)
      }
        + types.map {
          .propertyType(key: "title", className: "Editor", expected: $0, found: .enumCase)
        }
    case .argumentType:
      return allValueKinds.map {
        .argumentType(argument: "_", expected: .object("ViewController"), found: $0)
      }
        + [
          .argumentType(argument: "for", expected: .enumeration("UIControl.Event"), found: .string),
          .argumentType(
            argument: "viewControllers", expected: .array(.object("ViewController")), found: .int),
        ]
    // Messages and calls
    case .unknownMethod:
      return [
        .unknownMethod(selector: "sav()", className: "Editor", suggestion: "save()"),
        .unknownMethod(selector: "fly()", className: "Contact", suggestion: nil),
      ]
    case .unknownFunction: return [.unknownFunction("tpye(_:_:)", suggestion: "type(_:_:)")]
    case .tooDeep: return [.tooDeep(limit: 200)]
    case .budgetExceeded:
      return StatementBudget.Resource.allCases.map {
        .budgetExceeded($0, limit: StatementBudget.standard.limit($0))
      }
    case .interrupted: return [.interrupted]
    case .internalError: return RuntimeFailure.InternalStep.allCases.map { .internalError($0) }
    // Views, bindings and user input
    case .viewOwnSuperview: return [.viewOwnSuperview(field)]
    case .viewCycle: return [.viewCycle(field, contains: detail)]
    case .notBindable: return [.notBindable(field)]
    case .bindingType:
      return allValueKinds.map {
        .bindingType(key: "age", found: $0, view: field, property: "text")
      }
    case .alreadyBound: return [.alreadyBound(field, key: "name")]
    case .notAControl: return [.notAControl(field)]
    case .unknownControlEvent:
      return [.unknownControlEvent("touchUpInsde", suggestion: "touchUpInside")]
    case .noSuchAction:
      return [.noSuchAction(selector: "sav", className: "Editor", suggestion: "save()")]
    case .tapListNeedsRow: return [.tapListNeedsRow(field)]
    case .typeNeedsTextField: return [.typeNeedsTextField(field)]
    case .toggleNeedsSwitch: return [.toggleNeedsSwitch(field)]
    case .selectNeedsList: return [.selectNeedsList(field)]
    case .rowOutOfRange: return [.rowOutOfRange(row: 5, list: field, count: 3)]
    case .notAView: return [.notAView(editor)]
    case .viewHidden: return [.viewHidden(field)]
    case .viewDisabled: return [.viewDisabled(field)]
    case .viewNotInteractive: return [.viewNotInteractive(field, "UILabel")]
    case .viewTransparent: return [.viewTransparent(field, alpha: 0)]
    case .unknownEnumCase:
      return [
        .unknownEnumCase(
          "middle", type: "NSTextAlignment", valid: ["natural", "left", "center"],
          suggestion: nil),
        .unknownEnumCase("bleu", type: "UIColor", valid: ["red", "blue"], suggestion: "blue"),
      ]
    case .enumCaseNotSimulated:
      return [
        .enumCaseNotSimulated(
          "equalCentering", type: "UIStackView.Distribution", simulated: ["fill", "fillEqually"])
      ]
    case .outOfRange:
      return [
        .outOfRange(name: "alpha", value: 1.5, range: .unitInterval),
        .outOfRange(name: "numberOfLines", value: -1, range: .nonNegative),
        .outOfRange(name: "ofSize", value: 0, range: .positive),
      ]
    case .unknownFontName: return [.unknownFontName("Menol", suggestion: "Menlo")]
    case .unnamedColor: return [.unnamedColor(selector: "UIColor(red:green:blue:alpha:)")]
    case .valueInitializer:
      return [.valueInitializer(className: "CGSize", forms: ["init()", "init(width:height:)"])]
    // Table views
    case .cellNotRegistered: return [.cellNotRegistered(identifier: "Cell", table: field)]
    case .notACellClass: return [.notACellClass("Label")]
    case .dataSourceMissingMethod:
      return [
        .dataSourceMissingMethod(editor, selector: "tableView(_:cellForRowAt:)", table: field)
      ]
    case .dataSourceAnswer:
      return allValueKinds.map {
        .dataSourceAnswer(
          editor, selector: "tableView(_:numberOfRowsInSection:)", expected: .int, found: $0)
      }
    case .rowCountOutOfRange:
      return [
        .rowCountOutOfRange(
          editor, selector: "numberOfSections(in:)", count: -1, limit: 1_000_000_000)
      ]
    case .failedToObtainCell:
      return [
        .failedToObtainCell(field, dataSource: editor, found: .null),
        .failedToObtainCell(field, dataSource: nil, found: .null),
      ]
    case .invalidRowCount:
      return [.invalidRowCount(field, section: 0, before: 3, after: 3, inserted: 1, deleted: 0)]
    case .invalidSectionCount: return [.invalidSectionCount(field, before: 1, after: 2)]
    case .rowUpdateOutOfRange:
      return [
        .rowUpdateOutOfRange(field, row: 4, section: 0, isInsertion: true, count: 4),
        .rowUpdateOutOfRange(field, row: 3, section: 0, isInsertion: false, count: 3),
      ]
    case .tableNotLoaded: return [.tableNotLoaded(field)]
    case .sectionOutOfRange: return [.sectionOutOfRange(section: 2, table: field, count: 1)]
    case .indexPathInitializer: return [.indexPathInitializer]
    // View controller containment
    case .ownChild: return [.ownChild(editor)]
    case .ancestorChild: return [.ancestorChild(editor, parent: detail)]
    case .presentedChild: return [.presentedChild(detail)]
    case .windowRootChild: return [.windowRootChild(nav)]
    case .childOfContainer: return [.childOfContainer(editor, container: nav)]
    case .builtinContainer: return [.builtinContainer(nav)]
    case .didMoveMismatch:
      return [
        .didMoveMismatch(detail, given: nav, actual: nil),
        .didMoveMismatch(detail, given: nil, actual: editor),
      ]
    case .loadViewSetNoView: return [.loadViewSetNoView(editor)]
    case .rootViewTaken: return [.rootViewTaken(detail, owner: nav)]
    case .hierarchyInconsistency:
      return [.hierarchyInconsistency(detail, parent: editor, owner: nav)]
    case .transitionNeedsCommonParent:
      return [.transitionNeedsCommonParent(from: detail, to: editor, receiver: nav)]
    case .transitionForwardsByHand: return [.transitionForwardsByHand(editor)]
    // Navigation, tabs and split views
    case .alreadyOnStack: return [.alreadyOnStack(editor, navigation: nav)]
    case .pushNavigationController: return [.pushNavigationController(nav)]
    case .pushTabBarController: return [.pushTabBarController(tabs)]
    case .notOnStack: return [.notOnStack(detail, navigation: nav)]
    case .noBackButton: return [.noBackButton(nav)]
    case .hasOtherParent: return [.hasOtherParent(detail, parent: tabs)]
    case .duplicateInContainer: return [.duplicateInContainer(detail)]
    case .presentedInContainer: return [.presentedInContainer(detail)]
    case .windowRootInContainer: return [.windowRootInContainer(nav)]
    case .containerAncestor: return [.containerAncestor(nav, container: editor)]
    case .removingPresenter: return [.removingPresenter(editor, presenting: detail)]
    case .tabIndexOutOfRange: return [.tabIndexOutOfRange(index: 3, tabBar: tabs, count: 2)]
    case .notATab: return [.notATab(detail, tabBar: tabs)]
    case .moreTabByIndex: return [.moreTabByIndex(tabBar: tabs)]
    case .splitCount: return [.splitCount(3)]
    // Presentation and the window
    case .presentSelf: return [.presentSelf(editor)]
    case .alreadyPresenting: return [.alreadyPresenting(detail, presenter: nav, current: editor)]
    case .presenterNotInWindow: return [.presenterNotInWindow(detail, presenter: editor)]
    case .alreadyPresented: return [.alreadyPresented(detail, presenter: editor)]
    case .presentChild: return [.presentChild(editor, parent: nav)]
    case .presentWindowRoot: return [.presentWindowRoot(nav)]
    case .presentAncestor: return [.presentAncestor(nav, presenter: editor)]
    case .popoverWithoutAnchor: return [.popoverWithoutAnchor(editor)]
    case .transitionNeedsFullScreen:
      return [.transitionNeedsFullScreen(editor, transition: "partialCurl", style: "pageSheet")]
    case .swipeNotPresented: return [.swipeNotPresented(detail)]
    case .swipeNotSheet: return [.swipeNotSheet(editor, style: "fullScreen")]
    case .swipeCovered: return [.swipeCovered(editor, by: detail)]
    case .unknownPresentationStyle:
      return [.unknownPresentationStyle("fullscreen", suggestion: "fullScreen")]
    case .completionNotAClosure:
      return [.completionNotAClosure(selector: "present(_:animated:completion:)")]
    case .rootHasParent: return [.rootHasParent(editor, parent: nav)]
    case .rootIsPresented: return [.rootIsPresented(detail)]
    case .replaceWhilePresenting: return [.replaceWhilePresenting(nav, presenting: detail)]
    // Layout, the screen and devices
    case .unknownEdges: return allValueKinds.map { .unknownEdges(found: $0) }
    case .insetsFormat: return allValueKinds.map { .insetsFormat(found: $0) }
    case .tapOutsideScreen:
      return [
        .tapOutsideScreen(x: 400, y: 900.5, width: 393, height: 852),
        .tapOutsideScreen(x: -1, y: 20, width: 1024, height: 768),
      ]
    case .windowNotVisible: return [.windowNotVisible]
    case .unknownDevice: return [.unknownDevice("tablet", suggestion: nil)]
    }
  }

  // MARK: Every failure

  /// Every sample of every failure type, as the shell receives it.
  static var all: [ScriptFailure] {
    let syntax = SyntaxFailure.Kind.allCases.flatMap(syntax).map {
      ScriptFailure.syntax($0, at: nil)
    }
    let interpreter = InterpreterFailure.Kind.allCases.flatMap(interpreter).map {
      ScriptFailure.interpreter($0, at: nil)
    }
    let runtime = RuntimeFailure.Kind.allCases.flatMap(runtime).map {
      ScriptFailure.runtime($0, at: nil)
    }
    return syntax + interpreter + runtime
  }

  /// Which kind of reason a failure has: a new kind of reason does not compile until it is here
  /// (and in ``all``).
  static func reasonName(_ failure: ScriptFailure) -> String {
    switch failure.reason {
    case .syntax(let f): return "syntax.\(f.kind.rawValue)"
    case .interpreter(let f): return "interpreter.\(f.kind.rawValue)"
    case .runtime(let f): return "runtime.\(f.kind.rawValue)"
    }
  }
}
