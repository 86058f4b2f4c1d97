/// The code a learner's class runs for a property: a computed property's getter and setter,
/// a stored property's observers. The class keeps each as a method under a selector that no
/// call can spell (`full.get`, `name.didSet`), so a method of the same name never collides, and
/// the trace shows which accessor ran.
public enum PropertyAccessor: String, CaseIterable, Sendable {
  /// `var full: String { … }`: runs on every read.
  case get
  /// `set { … }`: runs on every write, with the new value.
  case set
  /// `willSet { … }`: runs before a stored property changes, with the new value.
  case willSet
  /// `didSet { … }`: runs after it changed, with the old value.
  case didSet

  /// The selector under which the class keeps this accessor of `property`.
  public func selector(for property: String) -> String { property + "." + rawValue }

  /// The property and accessor a selector names, or nil for an ordinary method.
  public static func named(by selector: String) -> (property: String, accessor: PropertyAccessor)? {
    guard !selector.contains("("), let dot = selector.lastIndex(of: ".") else { return nil }
    guard let accessor = PropertyAccessor(rawValue: String(selector[selector.index(after: dot)...]))
    else { return nil }
    return (String(selector[..<dot]), accessor)
  }
}

extension World {
  /// The method a class declares (or inherits) for one accessor of a property.
  func accessor(_ accessor: PropertyAccessor, of key: String, inClass className: String)
    -> MethodReference?
  {
    userMethod(accessor.selector(for: key), of: className)
  }

  /// The computed properties a class declares or inherits, by name.
  func computedPropertyNames(ofClass className: String) -> [String] {
    classChain(className).flatMap { info in
      info.methods.keys.compactMap { selector in
        PropertyAccessor.named(by: selector).flatMap { $0.accessor == .get ? $0.property : nil }
      }
    }
  }

  /// Reads a computed property by running its getter: a message from whoever reads it to the
  /// object. Nil when the class declares no such property.
  func runGetter(_ key: String, of id: ObjectID) throws -> Value? {
    let selector = PropertyAccessor.get.selector(for: key)
    guard accessor(.get, of: key, inClass: className(of: id)) != nil else { return nil }
    return try deliver(selector, to: id, kind: .call)
  }

  /// Writes a computed property by running its setter. False when the class declares no such
  /// property; a read-only failure when it has a getter only.
  func runSetter(_ key: String, of id: ObjectID, to value: Value) throws -> Bool {
    let className = self.className(of: id)
    guard accessor(.set, of: key, inClass: className) != nil else {
      if accessor(.get, of: key, inClass: className) != nil {
        throw RuntimeFailure.getOnlyProperty(key: key, className: className)
      }
      return false
    }
    try deliver(PropertyAccessor.set.selector(for: key), to: id, arguments: [value], kind: .call)
    return true
  }

  /// Runs a stored property's `willSet` or `didSet`, if its class has one, as a message the
  /// object sends itself. Not while that same observer is running (Swift stores a value set
  /// inside a property's own observer without calling the observers again).
  func runObserver(_ which: PropertyAccessor, of key: String, on id: ObjectID, value: Value)
    throws
  {
    guard accessor(which, of: key, inClass: className(of: id)) != nil,
      !runningObservers.contains(PropertyObserverKey(object: id, key: key))
    else { return }
    runningObservers.append(PropertyObserverKey(object: id, key: key))
    defer { runningObservers.removeLast() }
    try deliver(which.selector(for: key), to: id, arguments: [value], kind: .call)
  }
}

/// An object's property whose observer is running.
struct PropertyObserverKey: Equatable {
  var object: ObjectID
  var key: String
}
