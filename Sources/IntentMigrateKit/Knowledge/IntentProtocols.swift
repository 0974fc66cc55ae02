/// Apple's App Intents protocols that make a type an intent, and which of them are special.
package enum IntentProtocols {
    /// The base protocol. Source: developer.apple.com/documentation/appintents/appintent
    package static let base = "AppIntent"

    /// Action sub-protocols of `AppIntent`: a conforming type is an action Siri could run.
    /// Source: the specification §1, from the App Intents documentation's protocol list (each refines `AppIntent`).
    package static let actions: [String] = [
        "AudioPlaybackIntent",          // documentation/appintents/audioplaybackintent
        "AudioRecordingIntent",         // documentation/appintents/audiorecordingintent
        "LiveActivityIntent",           // documentation/appintents/liveactivityintent
        "ForegroundContinuableIntent",  // documentation/appintents/foregroundcontinuableintent
        "DeleteIntent",                 // documentation/appintents/deleteintent
        "SetValueIntent",               // documentation/appintents/setvalueintent
        "URLRepresentableIntent",       // documentation/appintents/urlrepresentableintent
        "ProgressReportingIntent",      // documentation/appintents/progressreportingintent
        "ShowInAppSearchResultsIntent", // documentation/appintents/showinappsearchresultsintent
        "CameraCaptureIntent",          // documentation/appintents/cameracaptureintent
        "PlayVideoIntent",              // documentation/appintents/playvideointent
        "SystemIntent",                 // documentation/appintents/systemintent
        "UndoableIntent",               // documentation/appintents/undoableintent
        "TargetContentProvidingIntent", // documentation/appintents/targetcontentprovidingintent
        "PredictableIntent",            // documentation/appintents/predictableintent
        "CustomIntentMigratedAppIntent", // documentation/appintents/customintentmigratedappintent
        "CancellableIntent",            // documentation/appintents/cancellableintent (26.4)
        "LongRunningIntent",            // documentation/appintents/longrunningintent (27.0, refines ProgressReportingIntent)
        "StartWorkoutIntent",           // documentation/appintents/startworkoutintent (through SystemIntent)
        "PauseWorkoutIntent",           // documentation/appintents/pauseworkoutintent
        "ResumeWorkoutIntent",          // documentation/appintents/resumeworkoutintent
        "StartDiveIntent",              // documentation/appintents/startdiveintent (watchOS only)
        "PushToTalkTransmissionIntent", // documentation/appintents/pushtotalktransmissionintent (iOS 17.4)
        "AudioStartingIntent",          // documentation/appintents/audiostartingintent (deprecated in 17.0)
        "LiveActivityStartingIntent",   // documentation/appintents/liveactivitystartingintent (deprecated in 17.0)
    ]

    /// The `AppIntent` methods that stop `perform()` to ask the person before it goes on: a confirmation, or a choice
    /// (which can offer `.cancel`, or style an option `.destructive`).
    package static let confirmationCalls: Set<String> = [
        "requestConfirmation", // documentation/appintents/appintent/requestconfirmation(conditions:actionname:dialog:) (iOS 16)
        "requestChoice",       // documentation/appintents/appintent/requestchoice(between:dialog:) (iOS 26)
    ]

    /// Intents whose purpose is configuration, not an action: no tool unless they `perform()` something.
    /// Source: developer.apple.com/documentation/appintents/bringing-custom-actions-and-content-to-siri, "Turn custom intents into tools".
    package static let configuration: [String] = [
        "WidgetConfigurationIntent",  // documentation/appintents/widgetconfigurationintent
        "ControlConfigurationIntent", // documentation/appintents/controlconfigurationintent
        focusFilter,                  // documentation/appintents/setfocusfilterintent
    ]

    /// A Focus filter: the system runs it when a Focus changes, to apply the filter.
    /// Source: developer.apple.com/documentation/appintents/setfocusfilterintent.
    package static let focusFilter = "SetFocusFilterIntent"

    /// Opens an entity in the app: `.system.open` is the Siri schema for it (iOS 27.0).
    /// Source: the VinylCrate audit (docs/sources.md) ("The open intents get different treatment").
    package static let open = "OpenIntent"

    /// Entity protocols: their `@Property`, `@ComputedProperty` and `@DeferredProperty` need descriptions.
    /// Source: developer.apple.com/documentation/appintents/bringing-custom-actions-and-content-to-siri ("Add information to your app entities").
    package static let entities: Set<String> = [
        "AppEntity",          // documentation/appintents/appentity
        "IndexedEntity",      // documentation/appintents/indexedentity
        "TransientAppEntity", // documentation/appintents/transientappentity
        "UniqueAppEntity",    // documentation/appintents/uniqueappentity
        "FileEntity",         // documentation/appintents/fileentity
    ]

    /// Keeps an intent in the foreground when it must continue there: `openAppWhenRun = false` maps to
    /// `[.background, .foreground(.dynamic)]`. Source: the specification §3; documentation/appintents/foregroundcontinuableintent.
    package static let foregroundContinuable = "ForegroundContinuableIntent"

    /// The wrappers with no initializer taking both an indexing key and `description:` (only `@ComputedProperty`
    /// has one), and the labels of those keys. Source: documentation/appintents/entityproperty,
    /// documentation/appintents/deferredproperty, documentation/appintents/computedproperty
    package static let wrappersWithoutDescribedIndexing: Set<String> = ["Property", "DeferredProperty"]
    package static let indexingKeyLabels = ["indexingKey", "customIndexingKey"]

    /// Entity property wrappers that take `title:` and (27.3) `description:`.
    /// Source: developer.apple.com/documentation/appintents/bringing-custom-actions-and-content-to-siri ("pass a description to each @Property, @DeferredProperty, and @ComputedProperty").
    package static let entityPropertyWrappers: Set<String> = ["Property", "ComputedProperty", "DeferredProperty"]

    /// Macros that take `schema:`, and the deprecated spellings with their current names.
    /// Source: the specification §2 ("deprecated since the 26 SDK"); documentation/appintents/app-schema-domains.
    package static let deprecatedSchemaMacros: [String: String] = ["AssistantIntent": "AppIntent", "AssistantEntity": "AppEntity", "AssistantEnum": "AppEnum"]
    package static let schemaMacros: Set<String> = Set(deprecatedSchemaMacros.keys).union(deprecatedSchemaMacros.values)

    /// What `@AppIntent(.tool)` adds: a type conforming to it is a tool already.
    /// Source: documentation/appintents/toolintent
    package static let tool = "ToolIntent"

    /// Intents that are never tools: a snippet shown inside another intent's result, and an intent kept only
    /// so old shortcuts still run. Source: documentation/appintents/snippetintent,
    /// documentation/appintents/deprecatedappintent
    package static let neverTools: [String: String] = [
        "SnippetIntent": "a snippet shown inside another intent's result",
        "DeprecatedAppIntent": "kept so old shortcuts still run",
    ]

    /// What `@AppEntity(.generable)` adds: the model fills the entity's properties itself (27.3).
    /// Source: documentation/appintents/generableentity; documentation/appintents/appentitytraits/generable
    package static let generableEntity = "GenerableEntity"

    /// Entities in the Spotlight index. Source: documentation/appintents/indexedentity
    package static let indexedEntity = "IndexedEntity"

    /// Results a person sees or hears: a dialog, a snippet view. An intent whose result has neither and returns a value
    /// is a step for the next action. Source: documentation/appintents/providesdialog,
    /// documentation/appintents/showssnippetview
    package static let resultsPeopleSee = ["ProvidesDialog", "ShowsSnippetView"]

    /// A file an intent takes or returns. Source: documentation/appintents/intentfile
    package static let file = "IntentFile"

    /// Value types that are plain data, not an entity a person asks about: returned with no dialog, what the next step of a
    /// shortcut works on (in `Evaluation/`, about 85 of 105 such intents are labelled plumbing).
    package static let plainValues: Set<String> = [
        "String", "Substring", "AttributedString", "Bool", "Int", "Double", "Float", "Decimal", "Date", "URL", "Data", "UUID",
        "IntentFile", "CLLocation", "CLPlacemark",
    ]

    /// An app enumeration. Source: documentation/appintents/appenum
    package static let appEnum = "AppEnum"

    /// What lets Siri pass a value to another app. Source: developer.apple.com/documentation/appintents/bringing-custom-actions-and-content-to-siri
    /// ("Offer a transferable representation of your app entities"); documentation/coretransferable/transferable
    package static let transferable = "Transferable"

    /// Intents whose work the system does, so a `perform()` that only returns is no stub: a URL the system sends
    /// to the app (documentation/appintents/urlrepresentableintent: "the system can use the provided URL to
    /// process it"), a locked camera capture extension the system launches (documentation/appintents/cameracaptureintent).
    package static let systemPerformed: Set<String> = ["URLRepresentableIntent", "CameraCaptureIntent"]

    /// The views and controls that run an intent when tapped: `Button(intent:)`, `Toggle(isOn:intent:)`
    /// (documentation/swiftui/button/init(intent:label:)), `ControlWidgetButton(action:)`, `ControlWidgetToggle(isOn:action:)`
    /// (documentation/widgetkit/controlwidgetbutton).
    package static let buttonViews: Set<String> = ["Button", "Toggle", "ControlWidgetButton", "ControlWidgetToggle"]

    /// A project's own view that wraps one (`glassButton(intent: SkipRestIntent(), …)`, `ActionToggle(intent: …)`):
    /// a call with an `intent:` argument whose name says button or toggle (a Live Activity's buttons in `Evaluation/`).
    package static func wrapsButton(_ callee: String) -> Bool {
        let lower = callee.lowercased()
        return lower.contains(ascii: "button") || lower.contains(ascii: "toggle")
    }

    /// The modules a file that draws a widget, a control or a Live Activity imports (documentation/widgetkit,
    /// documentation/activitykit), and the words of a folder or file name that say it draws one: only there is a
    /// `Button(intent:)` the action of a widget (RUBRIC, `control`: "a compiled widget, control or Live Activity"); on
    /// the app's own screens it runs the intent in the app.
    package static let widgetModules: Set<String> = ["WidgetKit", "ActivityKit"]
    /// An intent that shows an interactive snippet (iOS, macOS, watchOS, tvOS, visionOS 26): "Similar to widgets and Live
    /// Activities, a snippet can include buttons or toggles that use an AppIntent for their functionality"
    /// (developer.apple.com/documentation/appintents/snippetintent). A file that declares one draws the snippet's buttons.
    package static let snippet = "SnippetIntent"
    /// The labels an AlarmKit alarm's configuration names the intents of its alert's buttons by (`.alarm(schedule:…,
    /// stopIntent: StopAlarmIntent(…), secondaryIntent: SnoozeAlarmIntent(…))`,
    /// developer.apple.com/documentation/alarmkit/alarmmanager/alarmconfiguration): the system's alarm UI runs them, as a
    /// widget runs its buttons'. Source: f-petrozzi/TodooApp in Evaluation/labels (both labelled control).
    package static let alarmButtonLabels: Set<String> = ["stopIntent", "secondaryIntent"]
    package static let widgetPathWords: [String] = ["widget", "liveactivit", "live activit", "live-activit", "complication"]

    /// The value types of a result that are text (`ReturnsValue<String>`): only such a value can say a failure in words.
    /// Source: developer.apple.com/documentation/appintents/returnsvalue (any `_IntentValue`; these are the text ones).
    package static let textValues: Set<String> = ["String", "Substring", "AttributedString", "LocalizedStringResource", "NSString"]

    /// Every Apple name whose conformers are intents.
    package static let all: Set<String> = Set([base, open, tool] + actions + configuration + neverTools.keys)

    /// The intent protocols and the entity protocols together: a type reaching one has App Intents metadata.
    package static let intentsAndEntities: Set<String> = all.union(entities)
}

/// What Apple allows an app's App Shortcuts.
package enum AppShortcutLimits {
    /// App Shortcuts an app can have in all (more fail to compile). Source: developer.apple.com/videos/play/wwdc2022/10170
    /// ("in total, your app can have a maximum of 10 app shortcuts"), linked from documentation/appintents/appshortcutsprovider.
    package static let perApp = 10
}
