# Saving and loading, and the replay code's rows (src/ui/saves.rs).

saves-hint = The game goes on as it was, and the save file is left as it was. A save whose name ends in .bak next to it is the one before.
saves-no-folder = no saves folder (no home folder, or no local storage in this browser): the game cannot save
# $file: the save's file name.
saves-saved = Saved { $file }
# $error: what went wrong (from the system, in English).
saves-could-not-save = Could not save: { $error }
saves-could-not-save-hint = The game goes on; the save it would have replaced is untouched.
saves-could-not-load = Could not load the save: { $error }
saves-loaded-differently = Loaded { $file }: made by another Logjam build, whose rules play differently; the board is this build's replay of your actions, not the very game saved
# $scenario: the scenario's name; $time: the sim time, formatted.
saves-playing-code = Playing a replay code: { $scenario } at { $time }
saves-loaded = Loaded { $file }
# The name a replay code's game goes by in the notices above.
saves-replay-code-name = replay code
saves-code-failed-hint = The game goes on as it was; nothing you made was changed.

## The replay code's rows (pause menu, debrief)
saves-copy-code = Copy replay code
saves-copy-code-hover = A short text that replays this game exactly on any Logjam of this version: Open replay code on the title screen, or logjam play --code.
saves-code-copied = Replay code copied ({ $count } characters)
saves-copy-link = Copy link
saves-copy-link-hover = This page's address with the replay code: opening it plays this game.
saves-link-copied = Link copied ({ $count } characters)
