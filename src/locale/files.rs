//! The shipped message files, built into the game: every language has
//! one file per area of the screen (`assets/locales/<tag>/<area>.ftl`), and
//! de/es/pt-BR one per translated data file
//! (`assets/locales/<tag>/data/<stem>.ftl`); the suite checks that every
//! language has the same messages (`tests/it/locales.rs`). Each list is
//! written once: the macros make the names and the files from it.

/// `AREAS` and `SHIPPED` from one list of areas.
macro_rules! areas {
    ($($area:literal),+ $(,)?) => {
        /// The areas, one message file each in every language.
        pub const AREAS: &[&str] = &[$($area),+];

        /// `(language tag, file name, text)` for every shipped message file.
        pub static SHIPPED: &[(&str, &str, &str)] = &[
            $(
                ("en", concat!($area, ".ftl"), include_str!(concat!("../../assets/locales/en/", $area, ".ftl"))),
                ("de", concat!($area, ".ftl"), include_str!(concat!("../../assets/locales/de/", $area, ".ftl"))),
                ("es", concat!($area, ".ftl"), include_str!(concat!("../../assets/locales/es/", $area, ".ftl"))),
                ("pt-BR", concat!($area, ".ftl"), include_str!(concat!("../../assets/locales/pt-BR/", $area, ".ftl"))),
            )+
        ];
    };
}

/// `DATA_STEMS`, `SHIPPED_DATA` and `DATA_ENGLISH` from one list of
/// shipped scenarios (the catalog, the achievements and the index added).
macro_rules! data {
    ($($stem:literal),+ $(,)?) => {
        /// The shipped data files that are translated: the catalog, the
        /// achievements, the scenario index and every shipped scenario (by
        /// stem).
        pub const DATA_STEMS: &[&str] = &["catalog", "achievements", "index", $($stem),+];

        /// `(language tag, data stem, text)` for the data's translations:
        /// English is the data itself.
        pub static SHIPPED_DATA: &[(&str, &str, &str)] = &[
            data!(@translations "catalog"),
            data!(@translations "achievements"),
            data!(@translations "index"),
            $(data!(@translations $stem)),+
        ]
        .as_flattened();

        /// `(stem, English RON)` of every shipped data file that is
        /// translated, built in: the shipped translations are paired with
        /// these texts, so a text changed on disk (a hot-reloaded edit)
        /// shows as it is, not an old translation.
        pub static DATA_ENGLISH: &[(&str, &str)] = &[
            ("catalog", include_str!("../../assets/catalog.ron")),
            ("achievements", include_str!("../../assets/achievements.ron")),
            ("index", include_str!("../../scenarios/index.ron")),
            $(($stem, include_str!(concat!("../../scenarios/", $stem, ".scenario.ron")))),+
        ];
    };
    (@translations $stem:literal) => {
        [
            ("de", $stem, include_str!(concat!("../../assets/locales/de/data/", $stem, ".ftl"))),
            ("es", $stem, include_str!(concat!("../../assets/locales/es/data/", $stem, ".ftl"))),
            ("pt-BR", $stem, include_str!(concat!("../../assets/locales/pt-BR/data/", $stem, ".ftl"))),
        ]
    };
}

areas!(
    "common",
    "rules",
    "sim",
    "game",
    "lessons",
    "events",
    "view",
    "achievements",
    "briefing",
    "build",
    "card-options",
    "card-tooltip",
    "charts",
    "cluster-inspector",
    "console",
    "debrief",
    "frame-rate",
    "goals",
    "group-inspector",
    "help",
    "hints",
    "incidents",
    "inspector",
    "legend",
    "live",
    "loading",
    "notices",
    "options",
    "pause",
    "picker",
    "research",
    "sandbox",
    "saves",
    "screenshot-key",
    "share-group-inspector",
    "title",
    "top-bar",
    "tutorial",
);

data!(
    "campaign-1-one-order",
    "campaign-10-twice-billed",
    "campaign-11-new-format",
    "campaign-12-ten-hours",
    "campaign-13-just-a-queue",
    "campaign-14-eleven-hours-dark",
    "campaign-15-copies-that-count",
    "campaign-16-the-retried-tail",
    "campaign-17-the-burst",
    "campaign-18-reassignment-under-fire",
    "campaign-19-exactly-once-inside",
    "campaign-2-add-a-stream",
    "campaign-20-the-changelog",
    "campaign-21-partitions-at-the-peak",
    "campaign-22-deploy-day",
    "campaign-23-one-busy-partition",
    "campaign-24-the-poison-pill",
    "campaign-3-hot-key",
    "campaign-4-the-outage",
    "campaign-5-replay",
    "campaign-6-idle-workers",
    "campaign-7-out-of-order",
    "campaign-8-one-copy",
    "campaign-9-fire-and-forget",
    "exercise-1-one-order",
    "exercise-2-new-group",
    "exercise-3-rewind",
    "first-shop",
    "incident-broker-failure",
    "incident-broker-restart",
    "incident-dead-worker",
    "incident-drill",
    "incident-hanging-transaction",
    "incident-hot-key",
    "incident-instance-failure",
    "incident-rebalancing-storm",
    "incident-region-outage",
    "incident-schema-change",
    "incident-unclean-election",
    "incident-worker-crash",
    "incident-zone-outage",
    "interview-question",
    "oncall-1-growing-pains",
    "oncall-2-two-readers",
    "oncall-3-sale-day",
    "oncall-4-replay-in-the-dark",
    "oncall-5-new-format-in-a-storm",
    "oncall-6-too-few-in-sync",
    "sandbox",
    "stress",
    "tutorial",
);
