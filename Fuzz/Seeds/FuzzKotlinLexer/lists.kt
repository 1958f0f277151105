data class Launch(val id: String, val label: Int)

fun publish(context: Context, manager: ShortcutManager) {
    val launches = listOf(Launch("compose", R.string.compose), Launch(label = R.string.search, id = "search"))
    val shortcuts = launches.map { launch ->
        ShortcutInfoCompat.Builder(context, launch.id).setShortLabel(context.getString(launch.label)).build()
    }
    if (shortcuts.isEmpty()) ShortcutManagerCompat.setDynamicShortcuts(context, shortcuts) else manager.dynamicShortcuts = shortcuts
    for (entry in launches) { ShortcutManagerCompat.pushDynamicShortcut(context, ShortcutInfoCompat.Builder(context, "${entry.id}").setShortLabel(entry.id).build()) }
}
