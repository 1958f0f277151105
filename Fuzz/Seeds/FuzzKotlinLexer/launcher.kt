package com.example.compass.shortcuts

import android.content.Context
import android.content.Intent
import androidx.core.content.pm.ShortcutInfoCompat
import androidx.core.content.pm.ShortcutManagerCompat
import androidx.core.graphics.drawable.IconCompat
import com.example.compass.R

/** The launcher shortcuts Compass publishes while it runs. */
object LauncherShortcuts {
    private const val ID_NEARBY = "nearby_trails"
    private const val ID_WEATHER = "log_weather"
    private const val ID_RESUME_PREFIX = "resume_"

    fun publish(context: Context, unfinished: List<Hike>) {
        val shortcuts = mutableListOf(nearby(context), weather(context))
        shortcuts += unfinished.take(2).map { hike -> resume(context, hike) }
        ShortcutManagerCompat.setDynamicShortcuts(context, shortcuts)
    }

    private fun nearby(context: Context): ShortcutInfoCompat =
        ShortcutInfoCompat.Builder(context, ID_NEARBY)
            .setShortLabel(context.getString(R.string.shortcut_nearby_short))
            .setLongLabel(context.getString(R.string.shortcut_nearby_long))
            .setIcon(IconCompat.createWithResource(context, R.drawable.ic_shortcut_nearby))
            .setIntent(Intent(Intent.ACTION_VIEW).setClassName(context, "com.example.compass.NearbyActivity"))
            .build()

    private fun weather(context: Context) = ShortcutInfoCompat.Builder(context, ID_WEATHER).apply {
        setShortLabel("Weather")
        setIcon(IconCompat.createWithResource(context, R.drawable.ic_shortcut_weather))
        setIntent(Intent(Intent.ACTION_VIEW).setClassName(context, "com.example.compass.WeatherActivity"))
    }.build()

    private fun resume(context: Context, hike: Hike): ShortcutInfoCompat {
        return ShortcutInfoCompat.Builder(context, ID_RESUME_PREFIX + hike.id)
            .setShortLabel(hike.trailName)
            .setLongLabel(context.getString(R.string.shortcut_resume_long, hike.trailName))
            .setIcon(IconCompat.createWithResource(context, R.drawable.ic_shortcut_resume))
            .setIntent(Intent(Intent.ACTION_VIEW).putExtra("hike", hike.id))
            .build()
    }

    /** A notification, not a shortcut: its builder and texts are not actions. */
    fun remindToStretch(context: Context) = NotificationCompat.Builder(context, "reminders")
        .setContentTitle(context.getString(R.string.reminder_stretch))
        .build()
}
