android {
    namespace = "com.example.kts"
    defaultConfig {
        targetSdk = 35
        manifestPlaceholders["host"] = "k.example"
        manifestPlaceholders += mapOf("scheme" to "https")
    }
    buildTypes {
        getByName("debug") { applicationIdSuffix = ".debug" }
        create("staging") { manifestPlaceholders.put("host", "staging.example") }
    }
    productFlavors { val free by getting { applicationIdSuffix = """.free""" } }
}
