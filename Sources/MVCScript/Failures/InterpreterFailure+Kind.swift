extension InterpreterFailure {
  /// Which case this is, without its values: for tests that expect a particular one, and for
  /// walking every case (`Kind.allCases`).
  public enum Kind: String, Sendable, CaseIterable {
    case unknownName
    case typeIsNotAValue
    case noValue
    case nameTaken
    case constantAssigned
    case constantMutated
    case conversionNotPossible
    case conversionOutOfRange
    case returnOutsideMethod
    case selfOutsideMethod
    case conditionNotBool
    case nilObject
    case notAnObject
    case noMember
    case unknownStaticMember
    case notCallable
    case overflow
    case valueTooDeep
    case castFailed
    case selfImmutable
    case enumRawValue
    case enumPayload
    case cannotTakeApart
    case unknownMainQueueCall
    case operatorType
    case binaryOperatorTypes
    case cannotSubclass
    case storedPropertyInExtension
    case duplicateProperty
    case duplicateMethod
    case unknownProtocol
    case missingRequirement
    case unknownType
    case cannotInferType
    case propertyNeedsDefault
    case weakNeedsOptionalObject
    case missingOverride
    case overridesNothing
    case notASequence
    case invalidRange
    case noMatchingCase
    case indexOutOfRange
    case notSubscriptable
    case divisionByZero
    case fatalError
    case emptyCollection
    case noValueMethod
    case superOutsideMethod
    case nestedTooDeep
    case unownedReferenceFreed
  }

  /// Which case this is.
  public var kind: Kind {
    switch self {
    case .unknownName: return .unknownName
    case .typeIsNotAValue: return .typeIsNotAValue
    case .noValue: return .noValue
    case .nameTaken: return .nameTaken
    case .constantAssigned: return .constantAssigned
    case .constantMutated: return .constantMutated
    case .conversionNotPossible: return .conversionNotPossible
    case .conversionOutOfRange: return .conversionOutOfRange
    case .returnOutsideMethod: return .returnOutsideMethod
    case .selfOutsideMethod: return .selfOutsideMethod
    case .conditionNotBool: return .conditionNotBool
    case .nilObject: return .nilObject
    case .notAnObject: return .notAnObject
    case .noMember: return .noMember
    case .unknownStaticMember: return .unknownStaticMember
    case .notCallable: return .notCallable
    case .overflow: return .overflow
    case .valueTooDeep: return .valueTooDeep
    case .castFailed: return .castFailed
    case .selfImmutable: return .selfImmutable
    case .enumRawValue: return .enumRawValue
    case .enumPayload: return .enumPayload
    case .cannotTakeApart: return .cannotTakeApart
    case .unknownMainQueueCall: return .unknownMainQueueCall
    case .operatorType: return .operatorType
    case .binaryOperatorTypes: return .binaryOperatorTypes
    case .cannotSubclass: return .cannotSubclass
    case .storedPropertyInExtension: return .storedPropertyInExtension
    case .duplicateProperty: return .duplicateProperty
    case .duplicateMethod: return .duplicateMethod
    case .unknownProtocol: return .unknownProtocol
    case .missingRequirement: return .missingRequirement
    case .unknownType: return .unknownType
    case .cannotInferType: return .cannotInferType
    case .propertyNeedsDefault: return .propertyNeedsDefault
    case .weakNeedsOptionalObject: return .weakNeedsOptionalObject
    case .missingOverride: return .missingOverride
    case .overridesNothing: return .overridesNothing
    case .notASequence: return .notASequence
    case .invalidRange: return .invalidRange
    case .noMatchingCase: return .noMatchingCase
    case .indexOutOfRange: return .indexOutOfRange
    case .notSubscriptable: return .notSubscriptable
    case .divisionByZero: return .divisionByZero
    case .fatalError: return .fatalError
    case .emptyCollection: return .emptyCollection
    case .noValueMethod: return .noValueMethod
    case .superOutsideMethod: return .superOutsideMethod
    case .nestedTooDeep: return .nestedTooDeep
    case .unownedReferenceFreed: return .unownedReferenceFreed
    }
  }
}
