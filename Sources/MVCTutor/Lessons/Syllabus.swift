/// The syllabus lessons teach: the 27 points drawn from Apple's texts on MVC and on view
/// controllers working together (shared/reference/teaching.md). A lesson names the points it
/// covers (`covers: 7, 13`); their titles are `tutor.syllabus.N` in the catalogs.
public enum Syllabus {
  /// How many points there are; `covers:` takes numbers from 1 to this.
  public static let pointCount = 27

  /// The points in order.
  public static var points: ClosedRange<Int> { 1...pointCount }

  /// The catalog key of a point's title.
  public static func titleKey(_ point: Int) -> String { "tutor.syllabus.\(point)" }
}
