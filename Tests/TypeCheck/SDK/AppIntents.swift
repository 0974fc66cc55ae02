// A stub of Apple's App Intents framework for type-checking on Linux: the API intent-migrate writes and reads,
// with the signatures, argument labels and order, and availability of Apple's documentation pages (each
// declaration names its page, under developer.apple.com/documentation/). Bodies are placeholders; nothing runs.
// What it does not model is listed in docs/typecheck.md.
@_exported import Foundation
@_exported import AppleFoundation
import CoreLocation
import CoreSpotlight
import UniformTypeIdentifiers

// MARK: - Values

/// documentation/appintents/_intentvalue — what parameters, properties and results can hold.
public protocol _IntentValue {
    associatedtype ValueType = Self
    associatedtype UnwrappedType = Self
}
extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Float: _IntentValue {}
extension Bool: _IntentValue {}
extension Decimal: _IntentValue {}
extension Date: _IntentValue {}
extension DateComponents: _IntentValue {}
extension URL: _IntentValue {}
extension AttributedString: _IntentValue {}
extension Measurement: _IntentValue {}
extension Never: _IntentValue {}
/// documentation/corelocation/clplacemark (a parameter type, documentation/appintents/_intentvalue)
extension CLPlacemark: _IntentValue {}
extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped
}
extension Array: _IntentValue where Element: _IntentValue {
    public typealias ValueType = Element.ValueType
}

/// documentation/appintents/intentfile
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct IntentFile: _IntentValue, Sendable {
    /// documentation/appintents/intentfile/init(data:filename:type:)
    public init(data: Data, filename: String, type: UTType? = nil) {}
    /// documentation/appintents/intentfile/init(fileurl:filename:type:)
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {}
    public var data: Data { Data() }
    public var filename: String { "" }
    public var fileURL: URL? { nil }
    public var type: UTType? { nil }
}

/// documentation/appintents/intentperson
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct IntentPerson: _IntentValue, Sendable {
    public var displayName: String { "" }
    /// documentation/appintents/intentperson/identifier-swift.property
    public var identifier: IntentPerson.Identifier { fatalError() }
    /// documentation/appintents/intentperson/identifier-swift.enum (its cases aren't modelled)
    public enum Identifier: Sendable {}
}

/// documentation/appintents/intentcurrencyamount
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct IntentCurrencyAmount: _IntentValue, Sendable {
    public init(amount: Decimal, currencyCode: String) {}
    public var amount: Decimal { 0 }
    public var currencyCode: String { "" }
}

/// documentation/appintents/stringsearchcriteria
@available(iOS 17.2, macOS 14.2, tvOS 17.2, watchOS 10.2, *)
public struct StringSearchCriteria: _IntentValue, Sendable {
    public var term: String { "" }
}

// MARK: - Strings the system shows

/// documentation/appintents/intentdescription
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    /// documentation/appintents/intentdescription/init(_:categoryname:searchkeywords:)
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {}
    /// documentation/appintents/intentdescription/init(_:categoryname:searchkeywords:resultvaluename:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource?) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
    /// documentation/appintents/intentdescription/descriptiontext
    public var descriptionText: LocalizedStringResource { "" }
    /// documentation/appintents/intentdescription/categoryname
    public var categoryName: LocalizedStringResource?
    /// documentation/appintents/intentdescription/searchkeywords
    public var searchKeywords: [LocalizedStringResource] = []
}

/// documentation/appintents/intentdialog
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    /// documentation/appintents/intentdialog/init(_:)
    public init(_ localizedStringResource: LocalizedStringResource) {}
    /// documentation/appintents/intentdialog/init(full:supporting:)
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {}
    /// documentation/appintents/intentdialog/init(full:systemimagename:)
    public init(full: LocalizedStringResource, systemImageName: String) {}
    /// documentation/appintents/intentdialog/init(full:supporting:systemimagename:) (iOS 17.2)
    @available(iOS 17.2, macOS 14.2, tvOS 17.2, watchOS 10.2, *)
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {}
    /// documentation/appintents/intentdialog/init(stringliteral:)
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
}

/// documentation/appintents/displayrepresentation
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// documentation/appintents/displayrepresentation/image
    public struct Image: Sendable {
        /// documentation/appintents/displayrepresentation/image/init(systemname:istemplate:)
        public init(systemName: String, isTemplate: Bool = false) {}
        /// documentation/appintents/displayrepresentation/image/init(named:isTemplate:)
        public init(named name: String, isTemplate: Bool = false) {}
        /// documentation/appintents/displayrepresentation/image/init(url:istemplate:)
        public init(url: URL, isTemplate: Bool = false) {}
        /// documentation/appintents/displayrepresentation/image/init(data:istemplate:)
        public init(data: Data, isTemplate: Bool = false) {}
    }
    /// documentation/appintents/displayrepresentation/init(title:subtitle:image:)
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {}
    /// documentation/appintents/displayrepresentation/init(title:subtitle:image:synonyms:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
                synonyms: [LocalizedStringResource]) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
    public var title: LocalizedStringResource { "" }
    public var subtitle: LocalizedStringResource? { nil }
}

/// documentation/appintents/typedisplayrepresentation
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// documentation/appintents/typedisplayrepresentation/init(name:numericformat:)
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {}
    /// documentation/appintents/typedisplayrepresentation/init(name:synonyms:numericformat:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(name: LocalizedStringResource, synonyms: [LocalizedStringResource], numericFormat: LocalizedStringResource? = nil) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
}

/// documentation/appintents/typedisplayrepresentable
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// documentation/appintents/displayrepresentable
public protocol DisplayRepresentable: TypeDisplayRepresentable {
    var displayRepresentation: DisplayRepresentation { get }
}

/// documentation/appintents/persistentlyidentifiable
public protocol PersistentlyIdentifiable {
    static var persistentIdentifier: String { get }
}
extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { "" }
}

// MARK: - Intents

/// documentation/appintents/_supportsappdependencies
public protocol _SupportsAppDependencies {}

/// documentation/appintents/intentauthenticationpolicy
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// documentation/appintents/intentmodes
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct IntentModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// documentation/appintents/intentmodes/foregroundmode
    public struct ForegroundMode: Sendable {
        /// documentation/appintents/intentmodes/foregroundmode/immediate
        public static var immediate: ForegroundMode { ForegroundMode() }
        /// documentation/appintents/intentmodes/foregroundmode/dynamic
        public static var dynamic: ForegroundMode { ForegroundMode() }
        /// documentation/appintents/intentmodes/foregroundmode/deferred
        public static var deferred: ForegroundMode { ForegroundMode() }
    }
    /// documentation/appintents/intentmodes/background
    public static var background: IntentModes { IntentModes(rawValue: 1) }
    /// documentation/appintents/intentmodes/foreground
    public static var foreground: IntentModes { IntentModes(rawValue: 2) }
    /// documentation/appintents/intentmodes/foreground(_:)
    public static func foreground(_ foregroundMode: IntentModes.ForegroundMode) -> IntentModes { IntentModes(rawValue: 2) }
}

/// documentation/appintents/intentsystemcontext
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct IntentSystemContext: Sendable {
    public var currentMode: IntentModes { .background }
}

/// documentation/appintents/appintent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AppIntent: PersistentlyIdentifiable, _SupportsAppDependencies, Sendable {
    init()
    /// documentation/appintents/appintent/title
    static var title: LocalizedStringResource { get }
    /// documentation/appintents/appintent/description
    static var description: IntentDescription? { get }
    /// documentation/appintents/appintent/openappwhenrun (deprecated in the 26 SDKs for supportedModes)
    static var openAppWhenRun: Bool { get }
    /// documentation/appintents/appintent/supportedmodes
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    static var supportedModes: IntentModes { get }
    /// documentation/appintents/appintent/isdiscoverable
    static var isDiscoverable: Bool { get }
    /// documentation/appintents/appintent/authenticationpolicy
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// documentation/appintents/appintent/summarycontent
    associatedtype SummaryContent: ParameterSummary = _EmptyParameterSummary<Self>
    /// documentation/appintents/appintent/parametersummary
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    /// documentation/appintents/appintent/performresult
    associatedtype PerformResult: IntentResult
    /// documentation/appintents/appintent/perform()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static var supportedModes: IntentModes { .background }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    /// documentation/appintents/appintent/systemcontext
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public var systemContext: IntentSystemContext { IntentSystemContext() }

    /// documentation/appintents/appintent/requestconfirmation(result:confirmationactionname:showprompt:)
    public func requestConfirmation<Result: IntentResult>(result: Result, confirmationActionName: ConfirmationActionName = .go,
                                                         showPrompt: Bool = true) async throws {}
    /// documentation/appintents/appintent/requestconfirmation(conditions:actionname:dialog:)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    public func requestConfirmation(conditions: Set<ConfirmationConditions> = [], actionName: ConfirmationActionName = .go,
                                    dialog: IntentDialog? = nil) async throws {}
    /// documentation/appintents/appintent/requestconfirmation(actionname:dialog:)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    public func requestConfirmation(actionName: ConfirmationActionName = .go, dialog: IntentDialog? = nil) async throws {}
    /// documentation/appintents/appintent/requestchoice(between:dialog:)
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog? = nil) async throws -> IntentChoiceOption { options[0] }
}

/// documentation/appintents/intentchoiceoption
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct IntentChoiceOption: Sendable, Equatable {
    /// documentation/appintents/intentchoiceoption/style-swift.struct
    public struct Style: Sendable, Equatable {
        let name: String
        public static let `default` = Style(name: "default"), destructive = Style(name: "destructive"), cancel = Style(name: "cancel")
    }
    public let title: LocalizedStringResource
    public let style: Style
    public init(title: LocalizedStringResource, style: Style = .default) { self.title = title; self.style = style }
    /// documentation/appintents/intentchoiceoption/cancel
    public static let cancel = IntentChoiceOption(title: "Cancel", style: .cancel)
}

extension AppIntent where SummaryContent == _EmptyParameterSummary<Self> {
    public static var parameterSummary: _EmptyParameterSummary<Self> { _EmptyParameterSummary() }
}

/// documentation/appintents/confirmationactionname
public struct ConfirmationActionName: Sendable {
    public static let go = ConfirmationActionName(), add = ConfirmationActionName(), buy = ConfirmationActionName(),
                      order = ConfirmationActionName(), pay = ConfirmationActionName(), post = ConfirmationActionName(),
                      send = ConfirmationActionName(), set = ConfirmationActionName(), start = ConfirmationActionName(),
                      book = ConfirmationActionName(), call = ConfirmationActionName(), `continue` = ConfirmationActionName(),
                      done = ConfirmationActionName(), open = ConfirmationActionName(), request = ConfirmationActionName(),
                      run = ConfirmationActionName(), search = ConfirmationActionName(), toggle = ConfirmationActionName(),
                      turnOff = ConfirmationActionName(), turnOn = ConfirmationActionName(), view = ConfirmationActionName()
    /// documentation/appintents/confirmationactionname/custom(acceptlabel:acceptalternatives:denylabel:denyalternatives:destructive:)
    public static func custom(acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource],
                              denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource],
                              destructive: Bool = false) -> ConfirmationActionName { ConfirmationActionName() }
}

/// documentation/appintents/confirmationconditions
public enum ConfirmationConditions: Hashable, Sendable { case none }

/// documentation/appintents/toolintent
@available(iOS 27.3, macOS 27.3, visionOS 27.3, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol ToolIntent: AppIntent {}

/// documentation/appintents/appintenttraits
@available(iOS 27.3, macOS 27.3, visionOS 27.3, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct AppIntentTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// documentation/appintents/appintenttraits/tool
    public static let tool = AppIntentTraits(rawValue: 1)
}

/// documentation/appintents/appintent(_:) — makes an existing app intent a tool (adds `ToolIntent`).
@available(iOS 27.3, macOS 27.3, visionOS 27.3, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@attached(extension, conformances: ToolIntent)
public macro AppIntent(_ traits: AppIntentTraits) = #externalMacro(module: "AppIntentsStubMacros", type: "ToolIntentMacro")

/// documentation/appintents/appintent(schema:)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@attached(memberAttribute)
@attached(extension, conformances: AppIntent, AssistantSchemaIntent, ShowInAppSearchResultsIntent, OpenIntent, DeleteIntent,
          AudioPlaybackIntent, AudioRecordingIntent, LiveActivityIntent, URLRepresentableIntent, names: named(__appSchemaIntent))
public macro AppIntent<T: AppSchemaIntent>(schema: T) = #externalMacro(module: "AppIntentsStubMacros", type: "SchemaIntentMacro")

/// documentation/appintents/appintent(_:schema:) — `@AppIntent(schema:)` plus `ToolIntent`.
@available(iOS 27.3, macOS 27.3, visionOS 27.3, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@attached(memberAttribute)
@attached(extension, conformances: ToolIntent, AppIntent, AssistantSchemaIntent, ShowInAppSearchResultsIntent, OpenIntent, DeleteIntent,
          AudioPlaybackIntent, AudioRecordingIntent, LiveActivityIntent, URLRepresentableIntent, names: named(__appSchemaIntent))
public macro AppIntent<T: AppSchemaIntent>(_ traits: AppIntentTraits, schema: T) = #externalMacro(module: "AppIntentsStubMacros", type: "SchemaIntentMacro")

/// documentation/appintents/assistantintent(schema:) (deprecated: use `@AppIntent(schema:)`)
@available(iOS, introduced: 18.0, deprecated: 26.0, message: "Use @AppIntent(schema:)")
@available(macOS, introduced: 15.0, deprecated: 26.0, message: "Use @AppIntent(schema:)")
@available(tvOS, introduced: 18.0, deprecated: 26.0, message: "Use @AppIntent(schema:)")
@available(watchOS, introduced: 11.0, deprecated: 26.0, message: "Use @AppIntent(schema:)")
@available(visionOS, introduced: 2.0, deprecated: 26.0, message: "Use @AppIntent(schema:)")
@attached(memberAttribute)
@attached(extension, conformances: AppIntent, AssistantSchemaIntent, ShowInAppSearchResultsIntent, OpenIntent, DeleteIntent,
          AudioPlaybackIntent, AudioRecordingIntent, LiveActivityIntent, URLRepresentableIntent, names: named(__appSchemaIntent))
public macro AssistantIntent<T: AppSchemaIntent>(schema: T) = #externalMacro(module: "AppIntentsStubMacros", type: "SchemaIntentMacro")

/// documentation/appintents/assistantschemaintent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol AssistantSchemaIntent: AppIntent {}
extension AssistantSchemaIntent {
    /// The schema provides the title (documentation/appintents/appintent/title: "a schema provides a default").
    public static var title: LocalizedStringResource { "" }
}

// The intent protocols the passes name (Knowledge/IntentProtocols.swift), each with its page.

/// documentation/appintents/audioplaybackintent
public protocol AudioPlaybackIntent: SystemIntent {}
/// documentation/appintents/audiorecordingintent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol AudioRecordingIntent: SystemIntent, LiveActivityIntent {}
/// documentation/appintents/liveactivityintent
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol LiveActivityIntent: SystemIntent {}
/// documentation/appintents/foregroundcontinuableintent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol ForegroundContinuableIntent: AppIntent {}
extension ForegroundContinuableIntent {
    /// documentation/appintents/foregroundcontinuableintent/requesttocontinueinforeground(_:continuation:)
    public func requestToContinueInForeground(_ dialog: IntentDialog? = nil,
                                              continuation: (@MainActor () async throws -> Void)? = nil) async throws {}
}
/// documentation/appintents/deleteintent
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol DeleteIntent: AppIntent {
    associatedtype Entity: AppEntity
    var entities: [Entity] { get set }
}
/// documentation/appintents/setvalueintent
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol SetValueIntent: SystemIntent {
    associatedtype ValueType: _IntentValue
    var value: ValueType { get set }
}
/// documentation/appintents/openintent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol OpenIntent: SystemIntent {
    associatedtype Value: _IntentValue
    /// documentation/appintents/openintent/target
    var target: Value { get set }
}
extension OpenIntent {
    /// documentation/appintents/appintent/perform()-rp9j — the default an open intent has (the system opens the app to
    /// its target; documentation/appintents/openintent: "you don't need to implement that method").
    public func perform() async throws -> some IntentResult { IntentResultContainer<Never, Never, Never, Never>() }
}
/// documentation/appintents/urlrepresentableintent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol URLRepresentableIntent: AppIntent {
    /// documentation/appintents/urlrepresentableintent/urlrepresentation-4fzwq
    static var urlRepresentation: URLRepresentation { get }
}
extension URLRepresentableIntent {
    /// documentation/appintents/urlrepresentableintent/urlrepresentation-swift.typealias
    public typealias URLRepresentation = IntentURLRepresentation<Self>
}
/// documentation/appintents/intenturlrepresentation
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct IntentURLRepresentation<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// documentation/appintents/intenturlrepresentation/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
        /// documentation/appintents/intenturlrepresentation/stringinterpolation/init(literalcapacity:interpolationcount:)
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        /// documentation/appintents/intenturlrepresentation/stringinterpolation/appendinterpolation(_:)
        public mutating func appendInterpolation<ValueType, Subject>(_ subject: Subject)
            where ValueType: _IntentValue, ValueType: Sendable, Subject: KeyPath<Intent, IntentParameter<ValueType>> {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}
/// documentation/appintents/progressreportingintent
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ProgressReportingIntent: AppIntent {}
extension ProgressReportingIntent {
    /// documentation/appintents/progressreportingintent/progress
    public var progress: Progress { Progress(totalUnitCount: 0) }
}
/// documentation/appintents/showinappsearchresultsintent
@available(iOS 17.2, macOS 14.2, tvOS 17.2, watchOS 10.2, *)
public protocol ShowInAppSearchResultsIntent: AppIntent {
    static var searchScopes: [StringSearchScope] { get }
    var criteria: StringSearchCriteria { get set }
}
/// documentation/appintents/stringsearchscope
public struct StringSearchScope: Sendable {
    public static let general = StringSearchScope()
}
/// documentation/appintents/cameracaptureintent
@available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)
public protocol CameraCaptureIntent: SystemIntent {}
/// documentation/appintents/playvideointent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol PlayVideoIntent: SystemIntent {}
/// documentation/appintents/systemintent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol SystemIntent: AppIntent {}
/// documentation/appintents/undoableintent
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol UndoableIntent: AppIntent {}
extension UndoableIntent {
    /// documentation/appintents/undoableintent/undomanager
    public var undoManager: UndoManager? { nil }
}
/// documentation/appintents/targetcontentprovidingintent
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol TargetContentProvidingIntent: AppIntent {}
/// documentation/appintents/predictableintent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol PredictableIntent: AppIntent {
    associatedtype Prediction: IntentPredictionConfiguration
    /// documentation/appintents/predictableintent/predictionconfiguration
    @IntentPredictionsBuilder<Self> static var predictionConfiguration: Prediction { get }
}
/// documentation/appintents/custominintentmigratedappintent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}
/// documentation/appintents/widgetconfigurationintent
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol WidgetConfigurationIntent: AppIntent {}
extension WidgetConfigurationIntent {
    public func perform() async throws -> some IntentResult { IntentResultContainer<Never, Never, Never, Never>() }
}
/// documentation/appintents/controlconfigurationintent
@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
public protocol ControlConfigurationIntent: AppIntent {}
extension ControlConfigurationIntent {
    public func perform() async throws -> some IntentResult { IntentResultContainer<Never, Never, Never, Never>() }
}
/// documentation/appintents/setfocusfilterintent
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
public protocol SetFocusFilterIntent: AppIntent {
    var displayRepresentation: DisplayRepresentation { get }
}
extension SetFocusFilterIntent {
    public func perform() async throws -> some IntentResult { IntentResultContainer<Never, Never, Never, Never>() }
}
/// documentation/appintents/snippetintent
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public protocol SnippetIntent: AppIntent {}
/// documentation/appintents/deprecatedappintent
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol DeprecatedAppIntent: AppIntent {
    /// documentation/appintents/deprecatedappintent/replacementintent
    associatedtype ReplacementIntent: AppIntent = Never
    /// documentation/appintents/deprecatedappintent/deprecation
    static var deprecation: IntentDeprecation<ReplacementIntent> { get }
}
/// documentation/appintents/intentdeprecation
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct IntentDeprecation<ReplacementIntent: AppIntent>: Sendable {
    /// documentation/appintents/intentdeprecation/init(message:)
    public init(message: LocalizedStringResource) {}
    /// documentation/appintents/intentdeprecation/init(message:replacedby:)
    public init(message: LocalizedStringResource, replacedBy: ReplacementIntent.Type?) {}
    /// documentation/appintents/intentdeprecation/init(replacedby:)
    public init(replacedBy: ReplacementIntent.Type) {}
    /// documentation/appintents/intentdeprecation/message
    public var message: LocalizedStringResource { "" }
    /// documentation/appintents/intentdeprecation/replacedby
    public var replacedBy: ReplacementIntent.Type? { nil }
}
/// `Never` is an intent in Apple's SDK: the default `ReplacementIntent` of a deprecated intent with no replacement
/// (documentation/appintents/deprecatedappintent/replacementintent: `associatedtype ReplacementIntent : AppIntent = Never`),
/// and what a result that opens no intent holds (documentation/appintents/intentresultcontainer: `OpensAppIntent : AppIntent`;
/// documentation/appintents/intentresult/result(): `IntentResultContainer<Never, Never, Never, Never>`).
extension Never: AppIntent {
    public init() { fatalError() }
    public static var title: LocalizedStringResource { "" }
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { fatalError() }
}
/// documentation/appintents/longrunningintent
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public protocol LongRunningIntent: AppIntent {}
/// documentation/appintents/cancellableintent
@available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
public protocol CancellableIntent: AppIntent {}
/// documentation/appintents/queueingintent
@available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
public protocol QueueingIntent: AppIntent {}

// MARK: - Results

/// documentation/appintents/intentresult
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol IntentResult: Sendable {
    /// documentation/appintents/intentresult/value-swift.associatedtype
    associatedtype Value: _IntentValue = Never
    /// documentation/appintents/intentresult/value-swift.property
    var value: Value? { get }
}
/// documentation/appintents/returnsvalue
public protocol ReturnsValue<Value>: IntentResult {}
/// documentation/appintents/providesdialog
public protocol ProvidesDialog: IntentResult {}
/// documentation/appintents/showssnippetview
public protocol ShowsSnippetView: IntentResult {}
/// documentation/appintents/showssnippetintent
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public protocol ShowsSnippetIntent: IntentResult {}
/// documentation/appintents/opensintent
public protocol OpensIntent: IntentResult {}

/// documentation/appintents/intentresultcontainer
public struct IntentResultContainer<Value: _IntentValue, OpensIntentType, Content, Dialog>: IntentResult, @unchecked Sendable {
    public var value: Value? { nil }
    init() {}
}
extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Content == _SnippetViewContainer {}
extension IntentResultContainer: ShowsSnippetIntent where Content == _SnippetIntentContainer {}
extension IntentResultContainer: OpensIntent where OpensIntentType: AppIntent {}

public struct _SnippetViewContainer: Sendable {}
public struct _SnippetIntentContainer: Sendable {}

extension IntentResult {
    /// documentation/appintents/intentresult/result()
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { .init() }
    /// documentation/appintents/intentresult/result(dialog:)
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> { .init() }
    /// documentation/appintents/intentresult/result(value:)
    public static func result<V: _IntentValue>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, Never> { .init() }
    /// documentation/appintents/intentresult/result(value:dialog:)
    public static func result<V: _IntentValue>(value: V, dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<V, Never, Never, IntentDialog> { .init() }
    /// documentation/appintents/intentresult/result(opensintent:)
    public static func result<I: AppIntent>(opensIntent: I) -> Self where Self == IntentResultContainer<Never, I, Never, Never> { .init() }
    /// documentation/appintents/intentresult/result(opensintent:dialog:)-925mk
    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<Never, I, Never, IntentDialog> { .init() }
    /// documentation/appintents/intentresult/result(value:opensintent:)
    public static func result<V: _IntentValue, I: AppIntent>(value: V, opensIntent: I) -> Self
        where Self == IntentResultContainer<V, I, Never, Never> { .init() }
    /// documentation/appintents/intentresult/result(snippetintent:)
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static func result(snippetIntent: some SnippetIntent) -> Self
        where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, Never> { .init() }
    /// documentation/appintents/intentresult/result(dialog:snippetintent:)
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static func result(dialog: IntentDialog, snippetIntent: some SnippetIntent) -> Self
        where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, IntentDialog> { .init() }
}

// MARK: - Parameters

/// documentation/appintents/inputconnectionbehavior
public struct InputConnectionBehavior: Sendable {
    public static let `default` = InputConnectionBehavior(), connectToPreviousIntentResult = InputConnectionBehavior()
}

/// documentation/appintents/intentparameter
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    public var wrappedValue: Value { get { fatalError() } set {} }
    public var projectedValue: IntentParameter<Value> { self }

    /// documentation/appintents/intentparameter/init(title:description:default:requestvaluedialog:inputconnectionbehavior:)-5ouxs
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {}
    /// documentation/appintents/intentparameter/init(title:description:default:requestvaluedialog:requestdisambiguationdialog:inputconnectionbehavior:)-tfj8
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog?,
                inputConnectionBehavior: InputConnectionBehavior = .default) {}
    /// documentation/appintents/intentparameter/init(description:default:requestvaluedialog:inputconnectionbehavior:)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {}
    /// documentation/appintents/intentparameter/init(title:description:default:requestvaluedialog:optionsprovider:inputconnectionbehavior:)
    public init<OptionsProvider: DynamicOptionsProvider>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
                optionsProvider: OptionsProvider, inputConnectionBehavior: InputConnectionBehavior = .default) {}
    /// documentation/appintents/intentparameter/init(description:default:requestvaluedialog:optionsprovider:inputconnectionbehavior:)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init<OptionsProvider: DynamicOptionsProvider>(description: LocalizedStringResource? = nil,
                default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
                optionsProvider: OptionsProvider, inputConnectionBehavior: InputConnectionBehavior = .default) {}
    /// documentation/appintents/intentparameter/init(title:description:default:supportedcontenttypes:requestvaluedialog:inputconnectionbehavior:)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                supportedContentTypes: Set<UTType>, requestValueDialog: IntentDialog? = nil,
                inputConnectionBehavior: InputConnectionBehavior = .default) where Value.UnwrappedType == IntentFile {}
    /// documentation/appintents/intentparameter/init(title:description:default:inputoptions:requestvaluedialog:inputconnectionbehavior:)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
                inputConnectionBehavior: InputConnectionBehavior = .default) where Value.UnwrappedType == String {}
    /// documentation/appintents/intentparameter/init(title:description:default:controlstyle:inclusiverange:requestvaluedialog:inputconnectionbehavior:) (Int)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                controlStyle: ControlStyle = .field, inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
                requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default)
        where Value.UnwrappedType == Int {}
    /// documentation/appintents/intentparameter/init(description:default:controlstyle:inclusiverange:requestvaluedialog:inputconnectionbehavior:)-2bbg1 (Int)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                controlStyle: ControlStyle = .stepper, inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
                requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default)
        where Value.UnwrappedType == Int {}
    /// documentation/appintents/intentparameter/init(title:description:default:controlstyle:inclusiverange:requestvaluedialog:inputconnectionbehavior:) (Double)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
                controlStyle: ControlStyle = .field, inclusiveRange: (lowerBound: Double, upperBound: Double)? = nil,
                requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default)
        where Value.UnwrappedType == Double {}
    /// documentation/appintents/intentparameter/init(title:description:requestvaluedialog:inputconnectionbehavior:)-51hn9 (StringSearchCriteria)
    @available(iOS 17.2, macOS 14.2, tvOS 17.2, watchOS 10.2, *)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil,
                inputConnectionBehavior: InputConnectionBehavior = .default) where Value == StringSearchCriteria {}
    /// documentation/appintents/intentparameter/init() — the title comes from the property name (`@Parameter var criteria`).
    public init() {}

    /// documentation/appintents/intentparameter/controlstyle
    public enum ControlStyle: Sendable { case field, slider, stepper }

    /// documentation/appintents/intentparameter/requestvalue(_:)
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value { fatalError() }
    /// documentation/appintents/intentparameter/needsvalueerror(_:)
    public func needsValueError(_ dialog: IntentDialog? = nil) -> some Error { CancellationError() }
    /// documentation/appintents/intentparameter/requestdisambiguation(among:dialog:)
    public func requestDisambiguation(among values: [Value], dialog: IntentDialog? = nil) async throws -> Value { fatalError() }
}

extension String {
    /// documentation/appintents/intentparameter/intentinputoptions
    public struct IntentInputOptions: Sendable {
        public init(keyboardType: Int = 0, capitalizationType: Int = 0, multiline: Bool = false, autocorrect: Bool = true,
                    smartQuotes: Bool = true, smartDashes: Bool = true) {}
    }
}

/// documentation/appintents/parameter — the name intents write.
public typealias Parameter = IntentParameter

/// documentation/appintents/dynamicoptionsprovider
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol DynamicOptionsProvider: Sendable {
    associatedtype DefaultValue: _IntentValue = Never
    associatedtype Result
    init()
    func results() async throws -> Result
    func defaultResult() async -> DefaultValue?
}
extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

// MARK: - Parameter summaries and predictions

/// documentation/appintents/parametersummary
public protocol ParameterSummary {
    associatedtype Intent: AppIntent
}
/// The summary an intent without one has.
public struct _EmptyParameterSummary<Intent: AppIntent>: ParameterSummary { public init() {} }

/// documentation/appintents/intentparametersummary
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// documentation/appintents/intentparametersummary/init()
    public init() {}
    /// documentation/appintents/intentparametersummary/init(_:table:)
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {}
    /// documentation/appintents/intentparametersummary/init(_:table:_:)
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil,
                @IntentParameterSummary<Intent>.ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {}

    /// documentation/appintents/intentparametersummary/parameterkeypathsbuilder
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        /// documentation/appintents/intentparametersummary/parameterkeypathsbuilder/buildblock(_:)
        public static func buildBlock(_ blocks: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] { blocks }
        /// documentation/appintents/intentparametersummary/parameterkeypathsbuilder/buildexpression(_:)
        public static func buildExpression<ValueType>(_ expression: KeyPath<Intent, IntentParameter<ValueType>>) -> PartialKeyPath<Intent>
            where ValueType: _IntentValue, ValueType: Sendable { expression }
    }
}

extension AppIntent {
    /// documentation/appintents/appintent/summary: `Summary("…")` in an intent (or an extension of it) is the summary
    /// of that intent, which is how its key paths find their root.
    public typealias Summary = IntentParameterSummary<Self>
}

/// documentation/appintents/parametersummarystring
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<V>(_ parameter: KeyPath<Intent, IntentParameter<V>>) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

/// documentation/appintents/parametersummarybuilder
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// documentation/appintents/parametersummarybuilder/buildblock(_:)
    public static func buildBlock<Summary>(_ block: Summary) -> Summary where Intent == Summary.Intent, Summary: ParameterSummary { block }
    /// documentation/appintents/parametersummarybuilder/buildexpression(_:) (the page's topic line gives no where clause:
    /// buildBlock(_:)'s, as the builder's summaries are of its intent)
    public static func buildExpression<Summary>(_ expression: Summary) -> Summary where Intent == Summary.Intent, Summary: ParameterSummary {
        expression
    }
}

/// documentation/appintents/intentpredictionconfiguration
public protocol IntentPredictionConfiguration {
    /// documentation/appintents/intentpredictionconfiguration/intent
    associatedtype Intent: AppIntent
}

/// documentation/appintents/intentprediction
public struct IntentPrediction<Intent: AppIntent, Parameters>: IntentPredictionConfiguration {
    /// documentation/appintents/intentprediction/init(parameters:displayrepresentation:)
    public init(parameters: KeyPath<Intent, IntentParameter<Parameters>>,
                displayRepresentation: @escaping (Parameters) -> DisplayRepresentation) where Parameters: _IntentValue {}
    /// documentation/appintents/intentprediction/init(parameters:displayrepresentation:) (two parameters)
    public init<P1, P2>(parameters: (KeyPath<Intent, IntentParameter<P1>>, KeyPath<Intent, IntentParameter<P2>>),
                        displayRepresentation: @escaping (P1, P2) -> DisplayRepresentation) where Parameters == (P1, P2) {}
    /// documentation/appintents/intentprediction/init(displayrepresentation:)
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where Parameters == Void {}
}

/// documentation/appintents/intentpredictionsbuilder
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
    /// documentation/appintents/intentpredictionsbuilder/buildblock(_:)
    public static func buildBlock<A0>(_ block: A0) -> A0 where Intent == A0.Intent, A0: IntentPredictionConfiguration { block }
    /// documentation/appintents/intentpredictionsbuilder/buildexpression(_:) (the where clause of buildBlock(_:): a
    /// prediction is for the builder's intent, which is how `IntentPrediction(parameters: \.$x)` finds its root)
    public static func buildExpression<A0>(_ expression: A0) -> A0 where Intent == A0.Intent, A0: IntentPredictionConfiguration {
        expression
    }
}

// MARK: - Dependencies

/// documentation/appintents/appdependency
@propertyWrapper
public struct AppDependency<Value>: @unchecked Sendable {
    /// documentation/appintents/appdependency/init(key:manager:)
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {}
    public var wrappedValue: Value { fatalError() }
}
/// documentation/appintents/dependency
public typealias Dependency = AppDependency

/// documentation/appintents/appdependencymanager
public final class AppDependencyManager: @unchecked Sendable {
    public static let shared = AppDependencyManager()
    /// documentation/appintents/appdependencymanager/add(key:dependency:)
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency) {}
}

// MARK: - Entities

/// documentation/appintents/entityidentifierconvertible
public protocol EntityIdentifierConvertible {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}
extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}
extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { "" }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { nil }
}
extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { "" }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { nil }
}

/// documentation/appintents/appvalue
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}

/// documentation/appintents/appentity
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable where ID: EntityIdentifierConvertible & Sendable {
    /// documentation/appintents/appentity/defaultquery-swift.associatedtype
    associatedtype DefaultQuery: EntityQuery
    /// documentation/appintents/appentity/defaultquery-swift.type.property
    static var defaultQuery: DefaultQuery { get }
}

/// documentation/appintents/transientappentity
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol TransientAppEntity: AppEntity {
    /// documentation/appintents/transientappentity/init()
    init()
}
extension TransientAppEntity {
    /// documentation/appintents/appentity/defaultquery-8vl7p (Apple's is a `_TransientAppEntityQuery<Self>`)
    public static var defaultQuery: EmptyEntityQuery<Self> { EmptyEntityQuery() }
    /// A transient entity's identifier, when it declares none: the `id: UUID` of Apple's extension of
    /// documentation/appintents/transientappentity (`$s10AppIntents09TransientA6EntityPAAE2id10Foundation4UUIDVvg`).
    public var id: UUID { UUID() }
}
/// The query of a transient entity (it has none).
public struct EmptyEntityQuery<Entity: AppEntity>: EntityQuery {
    public init() {}
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// documentation/appintents/indexedentity
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol IndexedEntity: AppEntity {
    /// documentation/appintents/indexedentity/attributeset
    var attributeSet: CSSearchableItemAttributeSet { get }
}
extension IndexedEntity {
    public var attributeSet: CSSearchableItemAttributeSet { CSSearchableItemAttributeSet() }
}

// App Intents' additions to CoreSpotlight's index.
extension CSSearchableIndex {
    /// documentation/corespotlight/cssearchableindex/indexappentities(_:priority:)
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public func indexAppEntities<T: IndexedEntity>(_ entities: [T], priority: Int = 0) async throws {}
    /// documentation/corespotlight/cssearchableindex/deleteappentities(identifiedby:oftype:)
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public func deleteAppEntities<T: IndexedEntity>(identifiedBy identifiers: [T.ID], ofType entityType: T.Type = T.self) async throws {}
    /// documentation/corespotlight/cssearchableindex/deleteappentities(oftype:)
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public func deleteAppEntities<T: IndexedEntity>(ofType entityType: T.Type) async throws {}
}

/// documentation/appintents/intentvisibility
@available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
public struct IntentVisibility: Sendable {
    public static let `default` = IntentVisibility(), `internal` = IntentVisibility()
}

/// documentation/appintents/entityproperty
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@propertyWrapper
public final class EntityProperty<Value: _IntentValue>: @unchecked Sendable {
    public var wrappedValue: Value { get { fatalError() } set {} }
    public var projectedValue: EntityProperty<Value> { self }
    /// documentation/appintents/entityproperty/init(wrappedvalue:)
    public init(wrappedValue: Value) {}
    /// documentation/appintents/entityproperty/init()
    public init() {}
    /// documentation/appintents/entityproperty/init(title:)-3d77p
    public init(title: LocalizedStringResource) {}
    /// documentation/appintents/entityproperty/init(wrappedvalue:title:)
    public init(wrappedValue: Value, title: LocalizedStringResource) {}
    /// documentation/appintents/entityproperty/init(title:indexingkey:)-3f9sk
    @available(iOS 18.4, macOS 15.4, visionOS 2.4, *)
    public init(title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {}
    /// documentation/appintents/entityproperty/init(title:customindexingkey:)
    @available(iOS 18.4, macOS 15.4, visionOS 2.4, *)
    public init(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) {}
    /// documentation/appintents/entityproperty/init(title:description:authenticationpolicy:visibility:) — no initializer
    /// takes a description together with an indexing key.
    @available(iOS 27.3, macOS 27.3, tvOS 27.3, watchOS 27.3, visionOS 27.3, *)
    public init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil) {}
    /// documentation/appintents/entityproperty/init(title:visibility:)
    @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
    public init(title: LocalizedStringResource, visibility: IntentVisibility) {}
}
/// documentation/appintents/property — the name entities write.
public typealias Property = EntityProperty

/// documentation/appintents/computedproperty(title:)
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource) = #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/computedproperty()
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro ComputedProperty() = #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/computedproperty(title:indexingkey:)
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
    #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/computedproperty(indexingkey:)
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro ComputedProperty(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
    #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/computedproperty(customindexingkey:)
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro ComputedProperty(customIndexingKey: CSCustomAttributeKey) =
    #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/computedproperty(title:customindexingkey:)
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) =
    #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/computedproperty(title:description:authenticationpolicy:visibility:)
@available(iOS 27.3, macOS 27.3, tvOS 27.3, watchOS 27.3, visionOS 27.3, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                              authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil) =
    #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/computedproperty(title:description:authenticationpolicy:visibility:indexingkey:)
@available(iOS 27.3, macOS 27.3, visionOS 27.3, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                              authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil,
                              indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
    #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/computedproperty(title:description:authenticationpolicy:visibility:customindexingkey:)
@available(iOS 27.3, macOS 27.3, visionOS 27.3, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                              authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil,
                              customIndexingKey: CSCustomAttributeKey) =
    #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")

/// documentation/appintents/deferredproperty(title:)
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource) = #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/deferredproperty()
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro DeferredProperty() = #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/deferredproperty(title:indexingkey:)
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
    #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// DeferredProperty(title:customIndexingKey:): its own page isn't in the documentation this stub was checked against, but
/// the initializers it expands to are, "Do not call this directly, use @DeferredProperty":
/// documentation/appintents/entityproperty/init(identifier:title:customindexingkey:asyncgetter:) (iOS 27) and, as
/// DeferredProperty(title:indexingKey:)'s init(identifier:title:indexingkey:) before it, init(identifier:title:customindexingkey:)
/// (iOS 26), whose availability it has.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) =
    #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")
/// documentation/appintents/deferredproperty(title:description:authenticationpolicy:visibility:)
@available(iOS 27.3, macOS 27.3, tvOS 27.3, watchOS 27.3, visionOS 27.3, *)
@attached(peer, names: prefixed(`$`), prefixed(`_`)) @attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                              authenticationPolicy: IntentAuthenticationPolicy? = nil, visibility: IntentVisibility? = nil) =
    #externalMacro(module: "AppIntentsStubMacros", type: "EntityComputedPropertyMacro")

/// documentation/appintents/appentitytraits
@available(iOS 27.3, macOS 27.3, visionOS 27.3, *)
public struct AppEntityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// documentation/appintents/appentitytraits/generable
    public static let generable = AppEntityTraits(rawValue: 1)
}
/// documentation/appintents/appentity(_:) — for a transient entity: adds `GenerableEntity`.
@available(iOS 27.3, macOS 27.3, visionOS 27.3, *)
@attached(extension, conformances: GenerableEntity)
public macro AppEntity(_ traits: AppEntityTraits) = #externalMacro(module: "AppIntentsStubMacros", type: "GenerableEntityMacro")
/// documentation/appintents/generableentity
@available(iOS 27.3, macOS 27.3, visionOS 27.3, *)
public protocol GenerableEntity: TransientAppEntity {}
/// documentation/appintents/appentity(schema:)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@attached(memberAttribute) @attached(extension, conformances: AppEntity, AssistantSchemaEntity)
public macro AppEntity<T: AppSchemaEntity>(schema: T) = #externalMacro(module: "AppIntentsStubMacros", type: "EntityMacro")
/// documentation/appintents/assistantentity(schema:) (deprecated: use `@AppEntity(schema:)`)
@available(iOS, introduced: 18.0, deprecated: 26.0, message: "Use @AppEntity(schema:)")
@available(macOS, introduced: 15.0, deprecated: 26.0, message: "Use @AppEntity(schema:)")
@attached(memberAttribute) @attached(extension, conformances: AppEntity, AssistantSchemaEntity)
public macro AssistantEntity<T: AppSchemaEntity>(schema: T) = #externalMacro(module: "AppIntentsStubMacros", type: "EntityMacro")
/// documentation/appintents/assistantschemaentity
public protocol AssistantSchemaEntity: AppEntity {}
extension AssistantSchemaEntity {
    /// The schema provides the type's name: the schema entities of Apple's sample
    /// (documentation/appintents/making-your-app-s-functionality-available-to-siri) declare no typeDisplayRepresentation.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "" }
}

/// documentation/appintents/entityquery
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    /// documentation/appintents/entityquery/entities(for:)
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// documentation/appintents/entityquery/suggestedentities()
    func suggestedEntities() async throws -> [Entity]
}
extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}
/// documentation/appintents/entitystringquery
public protocol EntityStringQuery: EntityQuery {
    /// documentation/appintents/entitystringquery/entities(matching:)
    func entities(matching string: String) async throws -> [Entity]
}
/// documentation/appintents/enumerableentityquery
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol EnumerableEntityQuery: EntityQuery {
    /// documentation/appintents/enumerableentityquery/allentities()
    func allEntities() async throws -> [Entity]
}
extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}
/// documentation/appintents/indexedentityquery
@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
public protocol IndexedEntityQuery: EntityQuery {}
/// documentation/appintents/uniqueappentityquery
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct UniqueAppEntityQuery<Entity: AppEntity>: EntityQuery {
    public init() {}
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}
extension AppEntity where DefaultQuery == UniqueAppEntityQuery<Self> {
    public static var defaultQuery: UniqueAppEntityQuery<Self> { UniqueAppEntityQuery() }
}

/// documentation/appintents/urlrepresentableentity
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol URLRepresentableEntity: AppEntity {
    /// documentation/appintents/urlrepresentableentity/urlrepresentation
    static var urlRepresentation: URLRepresentation { get }
}
extension URLRepresentableEntity {
    /// documentation/appintents/urlrepresentableentity/urlrepresentation-swift.typealias
    public typealias URLRepresentation = EntityURLRepresentation<Self>
}
/// documentation/appintents/entityurlrepresentation
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct EntityURLRepresentation<Entity: AppEntity>: ExpressibleByStringInterpolation, Sendable {
    /// documentation/appintents/entityurlrepresentation/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
        /// documentation/appintents/entityurlrepresentation/stringinterpolation/token
        public enum Token: Hashable, Sendable { case id }
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        /// documentation/appintents/entityurlrepresentation/stringinterpolation/appendinterpolation(_:)-r282
        public mutating func appendInterpolation(_ token: Token) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

// MARK: - Enums

/// documentation/appintents/staticdisplayrepresentable
public protocol StaticDisplayRepresentable: TypeDisplayRepresentable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// documentation/appintents/appenum
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable, CaseIterable, Hashable
    where RawValue: _IntentValue {}

/// documentation/appintents/appenum(schema:)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@attached(memberAttribute) @attached(extension, conformances: AppEnum, AssistantSchemaEnum)
public macro AppEnum<T: AppSchemaEnum>(schema: T) = #externalMacro(module: "AppIntentsStubMacros", type: "EnumMacro")
/// documentation/appintents/assistantenum(schema:) (deprecated: use `@AppEnum(schema:)`)
@available(iOS, introduced: 18.0, deprecated: 26.0, message: "Use @AppEnum(schema:)")
@available(macOS, introduced: 15.0, deprecated: 26.0, message: "Use @AppEnum(schema:)")
@attached(memberAttribute) @attached(extension, conformances: AppEnum, AssistantSchemaEnum)
public macro AssistantEnum<T: AppSchemaEnum>(schema: T) = #externalMacro(module: "AppIntentsStubMacros", type: "EnumMacro")
/// documentation/appintents/assistantschemaenum
public protocol AssistantSchemaEnum: AppEnum {}
extension AssistantSchemaEnum {
    /// The schema provides the type's name: the schema enum of Apple's sample
    /// (documentation/appintents/making-your-app-s-functionality-available-to-siri) declares no typeDisplayRepresentation.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "" }
}

// MARK: - App Shortcuts

/// documentation/appintents/appshortcutsprovider
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AppShortcutsProvider {
    /// documentation/appintents/appshortcutsprovider/appshortcuts
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// documentation/appintents/appshortcutsprovider/shortcuttilecolor
    static var shortcutTileColor: ShortcutTileColor { get }
}
extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .blue }
    /// documentation/appintents/appshortcutsprovider/updateappshortcutparameters()
    public static func updateAppShortcutParameters() {}
}
/// documentation/appintents/shortcuttilecolor
public enum ShortcutTileColor: Sendable { case blue, grayBlue, lightBlue, navy, orange, pink, purple, red, tangerine, teal, yellow, grape, lime, grayGreen, grayBrown }

/// documentation/appintents/appshortcutsbuilder
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { components }
    public static func buildExpression(_ expression: AppShortcut) -> AppShortcut { expression }
}

/// documentation/appintents/appshortcut
public struct AppShortcut: Sendable {
    /// documentation/appintents/appshortcut/init(intent:phrases:shorttitle:systemimagename:)
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {}
}

/// documentation/appintents/appshortcutphrase
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
        public mutating func appendInterpolation<V>(_ parameter: KeyPath<Intent, IntentParameter<V>>) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}
/// documentation/appintents/appshortcutphrasetoken
public enum AppShortcutPhraseToken: Sendable { case applicationName }

// MARK: - Schemas

/// documentation/appintents/appschemaintent
public protocol AppSchemaIntent {}
/// documentation/appintents/appschemaentity
public protocol AppSchemaEntity {}
/// documentation/appintents/appschemaenum
public protocol AppSchemaEnum {}

/// documentation/appintents/appschema
public enum AppSchema {
    /// documentation/appintents/appschema/intent
    public struct Intent: AppSchemaIntent, Sendable { init() {} }
    /// documentation/appintents/appschema/entity
    public struct Entity: AppSchemaEntity, Sendable { init() {} }
    /// documentation/appintents/appschema/enum
    public struct Enum: AppSchemaEnum, Sendable { init() {} }
}
