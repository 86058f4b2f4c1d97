import MVCRuntime
import MVCScript

/// Finding what a name or a path names, without changing anything.
extension CommandContext {
  /// The names bound to objects, sorted: what `:inspect` and `:responders` complete to.
  func objectNames() -> [String] {
    world.globals.filter { $0.value.objectID != nil }.map(\.key).sorted()
  }

  /// Resolves `ada` or `editor.view.subviews`-style paths through the reader: nothing is made,
  /// loaded or recorded. The last part may name an object UIKit makes on first use that is not
  /// made yet; a part before it may not.
  func resolvePath(_ path: String) -> Result<ResolvedPath, ScriptFailure> {
    let parts = path.split(separator: ".").map(String.init)
    guard let first = parts.first, let root = world.globals[first] else {
      let name = parts.first ?? path
      let suggestion = NearestName.suggestion(for: name, among: world.globals.keys)
      return .failure(.interpreter(.unknownName(name, suggestion: suggestion), at: nil))
    }
    var value = root
    var walked = first
    for (index, part) in parts.enumerated().dropFirst() {
      guard let id = value.objectID else {
        return .failure(
          .interpreter(.noMember(part, found: world.valueKind(of: value)), at: nil))
      }
      switch world.property(part, of: id) {
      case .value(let next)?:
        value = next
      case .notYetMade(let lazy)?:
        if index == parts.count - 1 {
          return .success(.notYetMade(lazy, owner: id, key: part))
        }
        return .failure(
          .runtime(.notYetMade(path: walked + "." + part, className: lazy.className), at: nil))
      case nil:
        return .failure(.runtime(world.unknownPropertyFailure(part, of: id), at: nil))
      }
      walked += "." + part
    }
    return .success(.value(value))
  }
}
