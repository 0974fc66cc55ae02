// The schema domains of App Intents (`@AppIntent(schema: .journal.createEntry)`): each domain is a static member
// of the schema kind, each schema a member of its domain, with the page and availability of the domain's protocol
// (documentation/appintents/appschema/<domain>intent) or the schema's own page where it differs. The schemas'
// own requirements (their parameters and results) are not modelled: docs/typecheck.md.

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// documentation/appintents/appschema/booksintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var books: AppSchema.BooksIntent { AppSchema.BooksIntent() }
    /// documentation/appintents/appschema/browserintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var browser: AppSchema.BrowserIntent { AppSchema.BrowserIntent() }
    /// documentation/appintents/appschema/journalintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var journal: AppSchema.JournalIntent { AppSchema.JournalIntent() }
    /// documentation/appintents/appschema/presentationintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var presentation: AppSchema.PresentationIntent { AppSchema.PresentationIntent() }
    /// documentation/appintents/appschema/readerintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var reader: AppSchema.ReaderIntent { AppSchema.ReaderIntent() }
    /// documentation/appintents/appschema/spreadsheetintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var spreadsheet: AppSchema.SpreadsheetIntent { AppSchema.SpreadsheetIntent() }
    /// documentation/appintents/appschema/whiteboardintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var whiteboard: AppSchema.WhiteboardIntent { AppSchema.WhiteboardIntent() }
    /// documentation/appintents/appschema/wordprocessorintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var wordProcessor: AppSchema.WordProcessorIntent { AppSchema.WordProcessorIntent() }
    /// documentation/appintents/appschema/filesintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var files: AppSchema.FilesIntent { AppSchema.FilesIntent() }
    /// documentation/appintents/appschema/mailintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var mail: AppSchema.MailIntent { AppSchema.MailIntent() }
    /// documentation/appintents/appschema/photosintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var photos: AppSchema.PhotosIntent { AppSchema.PhotosIntent() }
    /// documentation/appintents/appschema/cameraintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var camera: AppSchema.CameraIntent { AppSchema.CameraIntent() }
    /// documentation/appintents/appschema/systemintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var system: AppSchema.SystemIntent { AppSchema.SystemIntent() }
    /// documentation/appintents/appschema/audiointent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public static var audio: AppSchema.AudioIntent { AppSchema.AudioIntent() }
    /// documentation/appintents/appschema/messagesintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public static var messages: AppSchema.MessagesIntent { AppSchema.MessagesIntent() }
    /// documentation/appintents/appschema/notesintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public static var notes: AppSchema.NotesIntent { AppSchema.NotesIntent() }
    /// documentation/appintents/appschema/remindersintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public static var reminders: AppSchema.RemindersIntent { AppSchema.RemindersIntent() }
    /// documentation/appintents/appschema/calendarintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public static var calendar: AppSchema.CalendarIntent { AppSchema.CalendarIntent() }
    /// documentation/appintents/appschema/clockintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public static var clock: AppSchema.ClockIntent { AppSchema.ClockIntent() }
    /// documentation/appintents/appschema/mapsintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public static var maps: AppSchema.MapsIntent { AppSchema.MapsIntent() }
    /// documentation/appintents/appschema/phoneintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public static var phone: AppSchema.PhoneIntent { AppSchema.PhoneIntent() }
    /// documentation/appintents/appschema/videointent
    @available(iOS 27.3, tvOS 27.3, visionOS 27.3, *)
    public static var video: AppSchema.VideoIntent { AppSchema.VideoIntent() }
    /// documentation/appintents/appschema/visualintelligenceintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var visualIntelligence: AppSchema.VisualIntelligenceIntent { AppSchema.VisualIntelligenceIntent() }
    /// documentation/appintents/appschema/assistantintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var assistant: AppSchema.AssistantIntent { AppSchema.AssistantIntent() }
}

extension AppSchema {
    /// documentation/appintents/appschema/booksintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct BooksIntent: Sendable {
        /// documentation/appintents/appschema/booksintent/openbook
        public var openBook: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/booksintent/navigatesequentially
        public var navigateSequentially: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/booksintent/deletebook
        public var deleteBook: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/browserintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct BrowserIntent: Sendable {
        /// documentation/appintents/appschema/browserintent/createtab
        public var createTab: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/browserintent/createwindow
        public var createWindow: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/browserintent/opentab
        public var openTab: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/browserintent/closetab
        public var closeTab: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/browserintent/searchweb
        public var searchWeb: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/journalintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct JournalIntent: Sendable {
        /// documentation/appintents/appschema/journalintent/createentry
        public var createEntry: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/journalintent/updateentry
        public var updateEntry: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/journalintent/deleteentry
        public var deleteEntry: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/journalintent/search
        public var search: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/presentationintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct PresentationIntent: Sendable {
        /// documentation/appintents/appschema/presentationintent/createpresentation
        public var createPresentation: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/presentationintent/openpresentation
        public var openPresentation: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/readerintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct ReaderIntent: Sendable {
        /// documentation/appintents/appschema/readerintent/opendocument
        public var openDocument: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/readerintent/rotatepages
        public var rotatePages: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/spreadsheetintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct SpreadsheetIntent: Sendable {
        /// documentation/appintents/appschema/spreadsheetintent/createspreadsheet
        public var createSpreadsheet: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/spreadsheetintent/openspreadsheet
        public var openSpreadsheet: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/whiteboardintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct WhiteboardIntent: Sendable {
        /// documentation/appintents/appschema/whiteboardintent/createboard
        public var createBoard: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/whiteboardintent/openboard
        public var openBoard: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/wordprocessorintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct WordProcessorIntent: Sendable {
        /// documentation/appintents/appschema/wordprocessorintent/createdocument
        public var createDocument: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/wordprocessorintent/opendocument
        public var openDocument: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/filesintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct FilesIntent: Sendable {
        /// documentation/appintents/appschema/filesintent/openfile
        public var openFile: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/filesintent/deletefiles
        public var deleteFiles: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/filesintent/movefiles
        public var moveFiles: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/filesintent/createfolder
        public var createFolder: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/mailintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct MailIntent: Sendable {
        /// documentation/appintents/appschema/mailintent/senddraft
        public var sendDraft: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/mailintent/opendraft
        @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
        public var openDraft: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/mailintent/openmessage
        @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
        public var openMessage: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/mailintent/createdraft
        public var createDraft: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/photosintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct PhotosIntent: Sendable {
        /// documentation/appintents/appschema/photosintent/openasset
        public var openAsset: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/search
        public var search: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/editasset
        @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
        public var editAsset: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/copyedits
        public var copyEdits: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/straighten
        public var straighten: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/deleteassets
        public var deleteAssets: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/duplicateassets
        public var duplicateAssets: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/pasteedits
        public var pasteEdits: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/setdepth
        public var setDepth: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/setexposure
        public var setExposure: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/setsaturation
        public var setSaturation: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/toggledepth
        public var toggleDepth: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/updateasset
        public var updateAsset: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/photosintent/updaterecognizedperson
        public var updateRecognizedPerson: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/cameraintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct CameraIntent: Sendable {
        /// documentation/appintents/appschema/cameraintent/startcapture
        public var startCapture: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/cameraintent/openincapturemode
        public var openInCaptureMode: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/cameraintent/setdevice
        public var setDevice: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/cameraintent/stopcapture
        public var stopCapture: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/systemintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct SystemIntent: Sendable {
        /// documentation/appintents/appschema/systemintent/open
        @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
        public var open: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/systemintent/search
        public var search: AppSchema.Intent { AppSchema.Intent() }
        /// documentation/appintents/appschema/systemintent/searchinapp
        @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
        public var searchInApp: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/audiointent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct AudioIntent: Sendable {
        /// documentation/appintents/appschema/audiointent/playaudio
        public var playAudio: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/messagesintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct MessagesIntent: Sendable {
        /// documentation/appintents/appschema/messagesintent/sendmessage
        public var sendMessage: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/notesintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct NotesIntent: Sendable {
        /// documentation/appintents/appschema/notesintent/createnote
        public var createNote: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/remindersintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct RemindersIntent: Sendable {
        /// documentation/appintents/appschema/remindersintent/createreminder
        public var createReminder: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/calendarintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct CalendarIntent: Sendable {
        /// documentation/appintents/appschema/calendarintent/createevent
        public var createEvent: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/clockintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct ClockIntent: Sendable {
        /// documentation/appintents/appschema/clockintent/starttimer
        public var startTimer: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/mapsintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct MapsIntent: Sendable {
        /// documentation/appintents/appschema/mapsintent/searchplaces
        public var searchPlaces: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/phoneintent
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct PhoneIntent: Sendable {
        /// documentation/appintents/appschema/phoneintent/startcall
        public var startCall: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/videointent
    @available(iOS 27.3, tvOS 27.3, visionOS 27.3, *)
    public struct VideoIntent: Sendable {
        /// documentation/appintents/appschema/videointent/playvideo
        public var playVideo: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/visualintelligenceintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct VisualIntelligenceIntent: Sendable {
        /// documentation/appintents/appschema/visualintelligenceintent/semanticcontentsearch
        public var semanticContentSearch: AppSchema.Intent { AppSchema.Intent() }
    }
    /// documentation/appintents/appschema/assistantintent
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct AssistantIntent: Sendable {
        /// documentation/appintents/appschema/assistantintent/activate
        public var activate: AppSchema.Intent { AppSchema.Intent() }
    }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
    /// documentation/appintents/appschema/journalentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var journal: AppSchema.JournalEntity { AppSchema.JournalEntity() }
    /// documentation/appintents/appschema/photosentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var photos: AppSchema.PhotosEntity { AppSchema.PhotosEntity() }
    /// documentation/appintents/appschema/remindersentity
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public static var reminders: AppSchema.RemindersEntity { AppSchema.RemindersEntity() }
    /// documentation/appintents/appschema/filesentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var files: AppSchema.FilesEntity { AppSchema.FilesEntity() }
    /// documentation/appintents/appschema/mailentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var mail: AppSchema.MailEntity { AppSchema.MailEntity() }
    /// documentation/appintents/appschema/booksentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var books: AppSchema.BooksEntity { AppSchema.BooksEntity() }
    /// documentation/appintents/appschema/notesentity
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public static var notes: AppSchema.NotesEntity { AppSchema.NotesEntity() }
}

extension AppSchema {
    /// documentation/appintents/appschema/journalentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct JournalEntity: Sendable {
        /// documentation/appintents/appschema/journalentity/entry
        public var entry: AppSchema.Entity { AppSchema.Entity() }
    }
    /// documentation/appintents/appschema/photosentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct PhotosEntity: Sendable {
        /// documentation/appintents/appschema/photosentity/asset
        public var asset: AppSchema.Entity { AppSchema.Entity() }
        /// documentation/appintents/appschema/photosentity/album
        public var album: AppSchema.Entity { AppSchema.Entity() }
    }
    /// documentation/appintents/appschema/remindersentity
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct RemindersEntity: Sendable {
        /// documentation/appintents/appschema/remindersentity/reminder
        public var reminder: AppSchema.Entity { AppSchema.Entity() }
    }
    /// documentation/appintents/appschema/filesentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct FilesEntity: Sendable {
        /// documentation/appintents/appschema/filesentity/file
        public var file: AppSchema.Entity { AppSchema.Entity() }
    }
    /// documentation/appintents/appschema/mailentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct MailEntity: Sendable {
        /// documentation/appintents/appschema/mailentity/message
        public var message: AppSchema.Entity { AppSchema.Entity() }
        /// documentation/appintents/appschema/mailentity/draft
        public var draft: AppSchema.Entity { AppSchema.Entity() }
    }
    /// documentation/appintents/appschema/booksentity
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct BooksEntity: Sendable {
        /// documentation/appintents/appschema/booksentity/book
        public var book: AppSchema.Entity { AppSchema.Entity() }
    }
    /// documentation/appintents/appschema/notesentity
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct NotesEntity: Sendable {
        /// documentation/appintents/appschema/notesentity/note
        public var note: AppSchema.Entity { AppSchema.Entity() }
    }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// documentation/appintents/appschema/photosenum
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public static var photos: AppSchema.PhotosEnum { AppSchema.PhotosEnum() }
}

extension AppSchema {
    /// documentation/appintents/appschema/photosenum
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    public struct PhotosEnum: Sendable {
        /// documentation/appintents/appschema/photosenum/assettype
        public var assetType: AppSchema.Enum { AppSchema.Enum() }
    }
}
