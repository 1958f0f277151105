/* a /* nested */ comment */
val s = "Hi $name, ${user.first("}")} \u00e9\n"
val raw = """raw $x \n ${y}""""
val c = '\''
val v = if (a) getString(R.string.one) else getString(R.string.two)
val w = when (x) { 1 -> "one" else -> "other" }
val open = "unterminated
