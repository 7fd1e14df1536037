/// The SF Symbols segue draws, each by the Material Icons glyph that stands in for it
/// (`IconFont`): Apple's symbols cannot be shipped. One line per symbol: the SF Symbol's name, the
/// Material icon's name, and that icon's code point in the pinned font (fonts-material-design-
/// icons-iconfont 6.7.0, whose `scss/_variables.scss` lists every name with its code point).
///
/// The likeness is by meaning, each pair looked at side by side: an outline symbol takes the
/// outline icon where the font has one (`star` → `star_border`, `star.fill` → `star`), a variant
/// the font lacks takes its nearest (`person.3` → `groups`). Names not listed here are looked up
/// without their last parts (`trash.circle.fill` → `trash.circle` → `trash`); what is still not
/// found is drawn as the neutral glyph, never as its name.
///
/// To add a symbol, add a line: the tests check that every icon is in the font.
public enum SymbolTable {
    /// A Material icon: its name (for people) and its code point (for the font).
    public struct Icon: Hashable, Sendable {
        public var name: String
        public var codepoint: UInt32
    }

    /// Every symbol's line, by family (SymbolTable+Interface.swift and its siblings; the last below).
    static let lines = [interfaceLines, everydayLines, mediaLines, worldLines, objectsLines].joined(separator: "\n")

    /// Every listed symbol by name, parsed once.
    public static let icons: [String: Icon] = {
        var icons: [String: Icon] = [:]
        for line in lines.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 3, let codepoint = UInt32(parts[2], radix: 16) else { continue }
            icons[String(parts[0])] = Icon(name: String(parts[1]), codepoint: codepoint)
        }
        return icons
    }()

    /// The icon for an SF Symbol's name: its own line, else that of the longest name it begins
    /// with, a whole part at a time (`trash.circle.fill` → `trash`); nil when none is listed.
    public static func icon(for name: String) -> Icon? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false)
        while !parts.isEmpty {
            if let icon = icons[parts.joined(separator: ".")] { return icon }
            parts.removeLast()
        }
        return nil
    }

    /// Objects of work, food, celebration and sport, the home, plain shapes, and later additions.
    /// One line per symbol, as `SymbolTable` describes.
    static let objectsLines = """
    wand.and.stars                             auto_fix_high               e663
    wand.and.rays                              auto_fix_high               e663
    sparkles                                   auto_awesome                e65f
    sparkle                                    auto_awesome                e65f
    lightbulb                                  lightbulb_outline           e90f
    lightbulb.fill                             lightbulb                   e0f0
    lightbulb.slash                            lightbulb_outline           e90f
    graduationcap                              school                      e80c
    graduationcap.fill                         school                      e80c
    studentdesk                                school                      e80c
    briefcase                                  work_outline                e943
    briefcase.fill                             work                        e8f9
    case                                       work_outline                e943
    case.fill                                  work                        e8f9
    suitcase                                   luggage                     f235
    suitcase.fill                              luggage                     f235
    cup.and.saucer                             local_cafe                  e541
    cup.and.saucer.fill                        local_cafe                  e541
    mug                                        local_cafe                  e541
    fork.knife                                 restaurant                  e56c
    fork.knife.circle                          restaurant                  e56c
    takeoutbag.and.cup.and.straw               takeout_dining              ea74
    wineglass                                  wine_bar                    f1e8
    birthday.cake                              cake                        e7e9
    birthday.cake.fill                         cake                        e7e9
    party.popper                               celebration                 ea65
    balloon                                    celebration                 ea65
    gift.circle                                redeem                      e8b1
    trophy                                     emoji_events                ea23
    trophy.fill                                emoji_events                ea23
    medal                                      military_tech               ea3f
    rosette                                    workspace_premium           e7af
    crown                                      workspace_premium           e7af
    crown.fill                                 workspace_premium           e7af
    sportscourt                                sports_basketball           ea26
    figure.soccer                              sports_soccer               ea2f
    soccerball                                 sports_soccer               ea2f
    basketball                                 sports_basketball           ea26
    football                                   sports_football             ea29
    tennis.racket                              sports_tennis               ea32
    dumbbell                                   fitness_center              eb43
    dumbbell.fill                              fitness_center              eb43
    bicycle.circle                             directions_bike             e52f
    figure.outdoor.cycle                       directions_bike             e52f
    tent                                       cabin                       e589
    mountain.2                                 terrain                     e564
    house.lodge                                cottage                     e587
    bed.double                                 bed                         efdf
    bed.double.fill                            bed                         efdf
    sofa                                       chair                       efed
    chair                                      chair                       efed
    lamp.desk                                  light                       f02a
    fan                                        mode_fan_off                ec17
    washer                                     local_laundry_service       e54a
    refrigerator                               kitchen                     eb47
    oven                                       microwave                   f204
    spigot                                     water_damage                f203
    shower                                     shower                      f061
    bathtub                                    bathtub                     ea41
    toilet                                     wc                          e63d
    stroller                                   stroller                    f1ae
    figure.and.child.holdinghands              family_restroom             f1a2
    figure.2.and.child.holdinghands            family_restroom             f1a2
    accessibility                              accessibility               e84e
    accessibility.fill                         accessibility               e84e
    figure.roll                                accessible                  e914
    circle                                     radio_button_unchecked      e836
    circle.fill                                circle                      ef4a
    circle.circle                              radio_button_checked        e837
    circle.circle.fill                         radio_button_checked        e837
    largecircle.fill.circle                    radio_button_checked        e837
    smallcircle.fill.circle                    radio_button_checked        e837
    circle.dashed                              radio_button_unchecked      e836
    circle.slash                               block                       e14b
    nosign                                     block                       e14b
    square                                     crop_square                 e3c6
    square.fill                                square                      eb36
    square.dashed                              crop_free                   e3c2
    app                                        crop_square                 e3c6
    app.fill                                   square                      eb36
    rectangle                                  crop_16_9                   e3bc
    rectangle.fill                             rectangle                   eb54
    capsule                                    rectangle                   eb54
    triangle                                   change_history              e86b
    triangle.fill                              change_history              e86b
    diamond                                    diamond                     ead5
    diamond.fill                               diamond                     ead5
    hexagon                                    hexagon                     eb39
    hexagon.fill                               hexagon                     eb39
    seal                                       verified                    ef76
    seal.fill                                  verified                    ef76
    sun.haze                                   blur_on                     e3a5
    aqi.medium                                 blur_on                     e3a5
    camera.filters                             filter_vintage              e3e3
    camera.aperture                            camera                      e3af
    cube                                       view_in_ar                  e9fe
    cube.fill                                  view_in_ar                  e9fe
    cube.box                                   inventory_2                 e1a1
    shippingbox.circle                         inventory_2                 e1a1
    cloud.drizzle                              grain                       e3ea
    binoculars                                 search                      e8b6
    sparkles.rectangle.stack                   auto_awesome_motion         e661
    square.and.line.vertical.and.square        compare                     e3b9
    rectangle.expand.vertical                  unfold_more                 e5d7
    arrow.up.and.down                          unfold_more                 e5d7
    arrow.down.circle.dotted                   downloading                 f001
    arrow.clockwise.icloud                     cloud_sync                  eb5a
    arrow.counterclockwise.circle              history                     e889
    clock.arrow.2.circlepath                   update                      e923
    exclamationmark.arrow.circlepath           sync_problem                e629
    icloud.circle                              cloud_queue                 e2c2
    bonjour                                    hub                         e9f4
    link.icloud                                cloud                       e2bd
    airplayvideo                               airplay                     e055
    airplayaudio                               airplay                     e055
    tv.and.mediabox                            cast                        e307
    rectangle.on.rectangle.slash               cancel_presentation         e0e9
    shareplay                                  group                       e7ef
    person.wave.2                              record_voice_over           e91f
    person.2.circle                            supervised_user_circle      e939
    person.crop.circle.badge.checkmark         how_to_reg                  e174
    person.crop.circle.badge.xmark             person_off                  e510
    person.slash                               person_off                  e510
    person.fill.checkmark                      how_to_reg                  e174
    person.fill.questionmark                   person_search               f106
    person.crop.circle.badge.questionmark      person_search               f106
    bell.and.waves.left.and.right              notifications_active        e7f7
    megaphone                                  campaign                    ef49
    megaphone.fill                             campaign                    ef49
    speaker.badge.exclamationmark              volume_off                  e04f
    chart.bar.doc.horizontal.fill              analytics                   ef3e
    doc.text.below.ecg                         summarize                   f071
    list.bullet.clipboard                      assignment                  e85d
    calendar.day.timeline.left                 view_timeline               eb85
    calendar.badge.exclamationmark             event_busy                  e615
    """
}
