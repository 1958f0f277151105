package com.example.compass

/** Fixtures, not the app's shortcuts: Ellipsis leaves test source sets out. */
class LauncherShortcutsTest {
    fun fixture(context: Context) = ShortcutInfoCompat.Builder(context, "fixture").setShortLabel("Fixture").build()
}
