extension RuntimeFailure {
  /// Which case this is, without its values: for tests that expect a particular one, and for
  /// walking every case (`Kind.allCases`).
  public enum Kind: String, Sendable, CaseIterable {
    case unknownClass
    case notInstantiable
    case initNeedsLabels
    case duplicateArgumentLabel
    case alertActionNotShown
    case textFieldInActionSheet
    case viewCovered
    case deinitKeptSelf
    case viewOffScreen
    case barButtonItemNotShown
    case notSimulated
    case initializerLeftPropertyUnset
    case noMatchingInitializer
    case unknownInitLabel
    case builtinClassRedeclared
    case classInUseRedeclared
    case noSuchObject
    case notYetMade
    case unknownProperty
    case readOnlyProperty
    case getOnlyProperty
    case propertyType
    case argumentType
    case unknownMethod
    case unknownFunction
    case tooDeep
    case budgetExceeded
    case interrupted
    case internalError
    case viewOwnSuperview
    case viewCycle
    case notBindable
    case bindingType
    case alreadyBound
    case notAControl
    case unknownControlEvent
    case noSuchAction
    case tapListNeedsRow
    case typeNeedsTextField
    case toggleNeedsSwitch
    case selectNeedsList
    case rowOutOfRange
    case notAView
    case viewHidden
    case viewDisabled
    case viewNotInteractive
    case viewTransparent
    case unknownEnumCase
    case enumCaseNotSimulated
    case outOfRange
    case unknownFontName
    case unnamedColor
    case valueInitializer
    case cellNotRegistered
    case notACellClass
    case dataSourceMissingMethod
    case dataSourceAnswer
    case rowCountOutOfRange
    case failedToObtainCell
    case invalidRowCount
    case invalidSectionCount
    case rowUpdateOutOfRange
    case tableNotLoaded
    case sectionOutOfRange
    case indexPathInitializer
    case ownChild
    case ancestorChild
    case presentedChild
    case windowRootChild
    case childOfContainer
    case builtinContainer
    case didMoveMismatch
    case loadViewSetNoView
    case rootViewTaken
    case hierarchyInconsistency
    case transitionNeedsCommonParent
    case transitionForwardsByHand
    case alreadyOnStack
    case pushNavigationController
    case pushTabBarController
    case notOnStack
    case noBackButton
    case hasOtherParent
    case duplicateInContainer
    case presentedInContainer
    case windowRootInContainer
    case containerAncestor
    case removingPresenter
    case tabIndexOutOfRange
    case notATab
    case moreTabByIndex
    case splitCount
    case presentSelf
    case alreadyPresenting
    case presenterNotInWindow
    case alreadyPresented
    case presentChild
    case presentWindowRoot
    case presentAncestor
    case unknownPresentationStyle
    case completionNotAClosure
    case rootHasParent
    case rootIsPresented
    case replaceWhilePresenting
    case popoverWithoutAnchor
    case transitionNeedsFullScreen
    case swipeNotPresented
    case swipeNotSheet
    case swipeCovered
    case unknownEdges
    case insetsFormat
    case tapOutsideScreen
    case windowNotVisible
    case unknownDevice
  }

  /// Which case this is.
  public var kind: Kind {
    switch self {
    case .unknownClass: return .unknownClass
    case .notInstantiable: return .notInstantiable
    case .initNeedsLabels: return .initNeedsLabels
    case .duplicateArgumentLabel: return .duplicateArgumentLabel
    case .alertActionNotShown: return .alertActionNotShown
    case .textFieldInActionSheet: return .textFieldInActionSheet
    case .viewCovered: return .viewCovered
    case .deinitKeptSelf: return .deinitKeptSelf
    case .viewOffScreen: return .viewOffScreen
    case .barButtonItemNotShown: return .barButtonItemNotShown
    case .notSimulated: return .notSimulated
    case .initializerLeftPropertyUnset: return .initializerLeftPropertyUnset
    case .noMatchingInitializer: return .noMatchingInitializer
    case .unknownInitLabel: return .unknownInitLabel
    case .builtinClassRedeclared: return .builtinClassRedeclared
    case .classInUseRedeclared: return .classInUseRedeclared
    case .noSuchObject: return .noSuchObject
    case .notYetMade: return .notYetMade
    case .unknownProperty: return .unknownProperty
    case .readOnlyProperty: return .readOnlyProperty
    case .getOnlyProperty: return .getOnlyProperty
    case .propertyType: return .propertyType
    case .argumentType: return .argumentType
    case .unknownMethod: return .unknownMethod
    case .unknownFunction: return .unknownFunction
    case .tooDeep: return .tooDeep
    case .budgetExceeded: return .budgetExceeded
    case .interrupted: return .interrupted
    case .internalError: return .internalError
    case .viewOwnSuperview: return .viewOwnSuperview
    case .viewCycle: return .viewCycle
    case .notBindable: return .notBindable
    case .bindingType: return .bindingType
    case .alreadyBound: return .alreadyBound
    case .notAControl: return .notAControl
    case .unknownControlEvent: return .unknownControlEvent
    case .noSuchAction: return .noSuchAction
    case .tapListNeedsRow: return .tapListNeedsRow
    case .typeNeedsTextField: return .typeNeedsTextField
    case .toggleNeedsSwitch: return .toggleNeedsSwitch
    case .selectNeedsList: return .selectNeedsList
    case .rowOutOfRange: return .rowOutOfRange
    case .notAView: return .notAView
    case .viewHidden: return .viewHidden
    case .viewDisabled: return .viewDisabled
    case .viewNotInteractive: return .viewNotInteractive
    case .viewTransparent: return .viewTransparent
    case .unknownEnumCase: return .unknownEnumCase
    case .enumCaseNotSimulated: return .enumCaseNotSimulated
    case .outOfRange: return .outOfRange
    case .unknownFontName: return .unknownFontName
    case .unnamedColor: return .unnamedColor
    case .valueInitializer: return .valueInitializer
    case .cellNotRegistered: return .cellNotRegistered
    case .notACellClass: return .notACellClass
    case .dataSourceMissingMethod: return .dataSourceMissingMethod
    case .dataSourceAnswer: return .dataSourceAnswer
    case .rowCountOutOfRange: return .rowCountOutOfRange
    case .failedToObtainCell: return .failedToObtainCell
    case .invalidRowCount: return .invalidRowCount
    case .invalidSectionCount: return .invalidSectionCount
    case .rowUpdateOutOfRange: return .rowUpdateOutOfRange
    case .tableNotLoaded: return .tableNotLoaded
    case .sectionOutOfRange: return .sectionOutOfRange
    case .indexPathInitializer: return .indexPathInitializer
    case .ownChild: return .ownChild
    case .ancestorChild: return .ancestorChild
    case .presentedChild: return .presentedChild
    case .windowRootChild: return .windowRootChild
    case .childOfContainer: return .childOfContainer
    case .builtinContainer: return .builtinContainer
    case .didMoveMismatch: return .didMoveMismatch
    case .loadViewSetNoView: return .loadViewSetNoView
    case .rootViewTaken: return .rootViewTaken
    case .hierarchyInconsistency: return .hierarchyInconsistency
    case .transitionNeedsCommonParent: return .transitionNeedsCommonParent
    case .transitionForwardsByHand: return .transitionForwardsByHand
    case .alreadyOnStack: return .alreadyOnStack
    case .pushNavigationController: return .pushNavigationController
    case .pushTabBarController: return .pushTabBarController
    case .notOnStack: return .notOnStack
    case .noBackButton: return .noBackButton
    case .hasOtherParent: return .hasOtherParent
    case .duplicateInContainer: return .duplicateInContainer
    case .presentedInContainer: return .presentedInContainer
    case .windowRootInContainer: return .windowRootInContainer
    case .containerAncestor: return .containerAncestor
    case .removingPresenter: return .removingPresenter
    case .tabIndexOutOfRange: return .tabIndexOutOfRange
    case .notATab: return .notATab
    case .moreTabByIndex: return .moreTabByIndex
    case .splitCount: return .splitCount
    case .presentSelf: return .presentSelf
    case .alreadyPresenting: return .alreadyPresenting
    case .presenterNotInWindow: return .presenterNotInWindow
    case .alreadyPresented: return .alreadyPresented
    case .presentChild: return .presentChild
    case .presentWindowRoot: return .presentWindowRoot
    case .presentAncestor: return .presentAncestor
    case .unknownPresentationStyle: return .unknownPresentationStyle
    case .completionNotAClosure: return .completionNotAClosure
    case .rootHasParent: return .rootHasParent
    case .rootIsPresented: return .rootIsPresented
    case .replaceWhilePresenting: return .replaceWhilePresenting
    case .popoverWithoutAnchor: return .popoverWithoutAnchor
    case .transitionNeedsFullScreen: return .transitionNeedsFullScreen
    case .swipeNotPresented: return .swipeNotPresented
    case .swipeNotSheet: return .swipeNotSheet
    case .swipeCovered: return .swipeCovered
    case .unknownEdges: return .unknownEdges
    case .insetsFormat: return .insetsFormat
    case .tapOutsideScreen: return .tapOutsideScreen
    case .windowNotVisible: return .windowNotVisible
    case .unknownDevice: return .unknownDevice
    }
  }
}
