/// Why a presentation shows in another style than the one requested, or keeps it where UIKit
/// would have changed it. Recorded with the presentation so that the shell can say so.
public enum PresentationAdaptation: Sendable, Equatable {
  /// UIKit adapted the requested style to a compact-width screen: since iOS 13 a popover
  /// "behaves the same as formSheet", which on a phone is a sheet.
  case compactWidth
  /// The presentation controller's delegate answered this style from
  /// `adaptivePresentationStyle(for:traitCollection:)`.
  case chosenByDelegate(ObjectID)
  /// The delegate answered `.none`: the requested style (a real popover) is kept on a
  /// compact-width screen.
  case keptByDelegate(ObjectID)
}
