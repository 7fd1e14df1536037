/// The words UIKit draws for the system bar button items that are words (`Done`, `Cancel`,
/// `Save`, `Edit`, `Undo`, `Redo`), in the system's own translation for the locale shown: an app
/// does not translate them, iOS does.
///
/// The translations are Apple's, from its localization glossaries for iOS (the bar button items'
/// titles as the system shows them; Douglas Hill's KeyboardKit lists them per language). A
/// language not listed here keeps the English words, as do Portuguese of Portugal and Chinese in
/// traditional characters, and so does a word whose bar-item form the glossary leaves open.
enum SystemItemTitles {
    typealias Words = [IB.BarButtonSystemItem: String]

    static let english: Words = [.done: "Done", .cancel: "Cancel", .save: "Save", .edit: "Edit", .undo: "Undo", .redo: "Redo"]

    /// By language code as `.lproj` folders name them.
    static let translations: [String: Words] = [
        "de": [.done: "Fertig", .cancel: "Abbrechen", .save: "Sichern", .edit: "Bearbeiten", .undo: "Widerrufen", .redo: "Wiederholen"],
        "fr": [.done: "OK", .cancel: "Annuler", .save: "Enregistrer", .edit: "Modifier", .undo: "Annuler", .redo: "Rétablir"],
        "es": [.done: "OK", .cancel: "Cancelar", .save: "Guardar", .edit: "Editar", .undo: "Deshacer", .redo: "Rehacer"],
        "it": [.done: "Fine", .cancel: "Annulla", .save: "Salva", .edit: "Modifica", .undo: "Annulla", .redo: "Ripristina"],
        "ja": [.done: "完了", .cancel: "キャンセル", .save: "保存", .edit: "編集", .undo: "取り消す", .redo: "やり直す"],
        "zh-Hans": [.done: "完成", .cancel: "取消", .save: "存储", .edit: "编辑", .undo: "撤销", .redo: "重做"],
        "ko": [.done: "완료", .cancel: "취소", .save: "저장", .edit: "편집", .undo: "실행 취소", .redo: "실행 복귀"],
        // Edit is left out: whether the bar item shows the glossary's "Редактировать" or
        // "Изменить" is not confirmed.
        "ru": [.done: "Готово", .cancel: "Отменить", .save: "Сохранить", .undo: "Отменить", .redo: "Повторить"],
        "ar": [.done: "تم", .cancel: "إلغاء", .save: "حفظ", .edit: "تحرير", .undo: "تراجع", .redo: "إعادة"],
        "he": [.done: "סיום", .cancel: "ביטול", .save: "שמור", .edit: "עריכה", .undo: "בטל", .redo: "שחזר"],
        // Done is left out: the glossary's "Concluído" is not confirmed as the bar item's word
        // (French and Spanish bar items say "OK", not their glossaries' usual word).
        "pt-BR": [.cancel: "Cancelar", .save: "Salvar", .edit: "Editar", .undo: "Desfazer", .redo: "Refazer"],
        "nl": [.done: "Gereed", .cancel: "Annuleer", .save: "Bewaar", .edit: "Wijzig", .undo: "Herstel", .redo: "Opnieuw"],
    ]

    /// The word `item` shows in `language` (`de`, `de-CH`, `pt_BR`, `zh-Hans-CN`…), English where
    /// the language is not tabled; nil for an item that is a glyph or a space.
    static func title(of item: IB.BarButtonSystemItem, language: String?) -> String? {
        guard let english = english[item] else { return nil }
        guard let language, let words = words(for: language) else { return english }
        return words[item] ?? english
    }

    /// The table for a locale: its language's, where that one table serves every region; for
    /// Portuguese and Chinese, which Apple translates apart by region or script, only the tabled
    /// ones (`pt` is Brazilian Portuguese, as Apple's `pt.lproj` is; `zh` with `Hans`, `CN` or `SG`
    /// simplified Chinese).
    static func words(for locale: String) -> Words? {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let language = parts.first else { return nil }
        let rest = Set(parts.dropFirst())
        switch language {
        case "pt": return rest.isEmpty || rest.contains("br") ? translations["pt-BR"] : nil
        case "zh": return rest.contains("hans") || rest == ["cn"] || rest == ["sg"] ? translations["zh-Hans"] : nil
        case "iw": return translations["he"]
        default: return translations[language]
        }
    }
}
