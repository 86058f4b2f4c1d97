import MVCLocalization
import MVCRuntime

/// How a device is named for people: its model (a product name, the same in every language)
/// and, when it is held sideways, the orientation in the reader's words.
enum DeviceText {
  /// `iPhone 15`, `iPad (landscape)`.
  static func model(_ device: Device, localizer l: Localizer) -> String {
    switch device.orientation {
    case .portrait: return l.string("device.model.portrait", [device.model])
    case .landscape: return l.string("device.model.landscape", [device.model])
    }
  }
}
