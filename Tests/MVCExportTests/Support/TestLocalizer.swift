import MVCLocalization
import MVCTestSupport

/// A localizer over the embedded export catalogs, with fixed stand-ins for the keys the shell's
/// catalog defines (`kind.*`, `role.*`, `rule.*`, `flag.*`, `participant.*`), so golden files do
/// not change when that catalog's wording does.
enum TestLocalizer {
  static func make(_ language: Language = .en) -> Localizer {
    var tables = TranslationFiles.tables.mapValues { table in
      table.filter { $0.key.hasPrefix("export.") }
    }
    for (lang, entries) in standIns {
      for (key, value) in entries { tables[lang, default: [:]][key] = value }
    }
    return Localizer(tables: tables, language: language)
  }

  private static let standIns: [Language: [String: String]] = [
    .en: [
      "participant.user": "User", "participant.outside": "Outside",
      "kind.userInput": "User input", "kind.targetAction": "Target-action",
      "kind.observation": "Key-value observation", "kind.modelMutation": "Model change",
      "kind.viewUpdate": "View update", "kind.call": "Call", "kind.dataSource": "Data source",
      "kind.notification": "Notification", "kind.responderChain": "Responder chain",
      "kind.creation": "Creation", "kind.lifecycle": "Lifecycle", "kind.delegate": "Delegate",
      "role.user-view": "User → View", "role.view-controller": "View → Controller",
      "role.controller-model": "Controller → Model", "role.model-controller": "Model → Controller",
      "role.controller-view": "Controller → View", "role.outside-model": "Outside → Model",
      "role.view-model": "View → Model", "role.model-view": "Model → View",
      "role.controller-controller": "Controller → Controller",
      "role.system-controller": "System → Controller",
      "rule.view-controller": "A view tells its controller what the user did.",
      "rule.controller-model": "The controller updates the model.",
      "rule.observation": "The model announces the change; it does not know who listens.",
      "rule.controller-view": "The controller shows the model's new value in the view.",
      "rule.userInput": "The user acts on a view.",
      "flag.viewToModel": "A view writes to a model directly: go through a controller.",
      "flag.modelToView": "A model calls a view directly: notify, and let a controller update it.",
    ],
    .zhHans: [
      "participant.user": "用户", "participant.outside": "外部",
      "kind.userInput": "用户输入", "kind.targetAction": "目标-动作",
      "kind.observation": "键值观察", "kind.modelMutation": "模型修改",
      "kind.viewUpdate": "视图更新", "role.user-view": "用户 → 视图",
      "role.view-controller": "视图 → 控制器", "role.controller-model": "控制器 → 模型",
      "role.model-controller": "模型 → 控制器", "role.controller-view": "控制器 → 视图",
      "role.outside-model": "外部 → 模型",
      "rule.view-controller": "视图把用户的操作告诉它的控制器。",
      "rule.controller-model": "控制器更新模型。",
      "rule.observation": "模型宣布变化，并不知道谁在监听。",
      "rule.controller-view": "控制器把模型的新值显示在视图中。",
      "rule.userInput": "用户操作一个视图。",
    ],
    .zhHant: [
      "participant.user": "使用者", "participant.outside": "外部",
      "kind.userInput": "使用者輸入", "kind.targetAction": "目標-動作",
      "kind.observation": "鍵值觀察", "kind.modelMutation": "模型修改",
      "kind.viewUpdate": "視圖更新", "role.user-view": "使用者 → 視圖",
      "role.view-controller": "視圖 → 控制器", "role.controller-model": "控制器 → 模型",
      "role.model-controller": "模型 → 控制器", "role.controller-view": "控制器 → 視圖",
      "role.outside-model": "外部 → 模型",
      "rule.view-controller": "視圖把使用者的操作告訴它的控制器。",
      "rule.controller-model": "控制器更新模型。",
      "rule.observation": "模型宣告變化，並不知道誰在監聽。",
      "rule.controller-view": "控制器把模型的新值顯示在視圖中。",
      "rule.userInput": "使用者操作一個視圖。",
    ],
  ]
}
