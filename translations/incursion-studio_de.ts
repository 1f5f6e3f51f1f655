<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLine</name>
    <message>
        <source>An IDE for IncursionScript modules.</source>
        <translation>Eine Entwicklungsumgebung für IncursionScript-Module.</translation>
    </message>
    <message>
        <source>Project folder or main .irc file to open.</source>
        <translation>Zu öffnender Projektordner oder .irc-Hauptdatei.</translation>
    </message>
    <message>
        <source>User interface language, e.g. de.</source>
        <translation>Sprache der Benutzeroberfläche, z. B. de.</translation>
    </message>
    <message>
        <source>Save a screenshot of the window to &lt;file&gt; once it is shown, then exit.</source>
        <translation>Ein Bildschirmfoto des Fensters in &lt;file&gt; speichern, sobald es angezeigt wird, dann beenden.</translation>
    </message>
</context>
<context>
    <name>Project</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is neither a folder nor a main .irc file.</source>
        <translation>%1 ist weder ein Ordner noch eine .irc-Hauptdatei.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
</context>
<context>
    <name>incursion::studio::DocumentTabs</name>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>IncursionScript files (*.irc *.irh *.h);;All files (*)</source>
        <translation>IncursionScript-Dateien (*.irc *.irh *.h);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 was removed from disk; the editor keeps its text</source>
        <translation>%1 wurde auf dem Datenträger gelöscht; der Editor behält den Text</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>%1 neu geladen</translation>
    </message>
    <message>
        <source>Incursion Studio</source>
        <translation>Incursion Studio</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to these files before closing them?</source>
        <translation>Änderungen an diesen Dateien vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another program, and you have unsaved changes in it.</source>
        <translation>%1 wurde von einem anderen Programm geändert, und Sie haben darin ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Reload it and lose your changes, or keep your version?</source>
        <translation>Neu laden und Ihre Änderungen verlieren, oder Ihre Fassung behalten?</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>&amp;Keep My Version</source>
        <translation>Meine Fassung &amp;behalten</translation>
    </message>
    <message>
        <source>%1 (deleted)</source>
        <translation>%1 (gelöscht)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::FindReplaceBar</name>
    <message>
        <source>Match &amp;case</source>
        <translation>&amp;Groß-/Kleinschreibung</translation>
    </message>
    <message>
        <source>&amp;Whole words</source>
        <translation>Ganze &amp;Wörter</translation>
    </message>
    <message>
        <source>Regular e&amp;xpression</source>
        <translation>Regulärer &amp;Ausdruck</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Vorheriger</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Nächster</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Replace &amp;All</source>
        <translation>&amp;Alle ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n ersetzt</numerusform>
            <numerusform>%n ersetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>Invalid regular expression</source>
        <translation>Ungültiger regulärer Ausdruck</translation>
    </message>
    <message numerus="yes">
        <source>More than %n matches</source>
        <translation>
            <numerusform>Mehr als %n Treffer</numerusform>
            <numerusform>Mehr als %n Treffer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>incursion::studio::MainWindow</name>
    <message>
        <source>Open &amp;Project...</source>
        <translation>&amp;Projekt öffnen...</translation>
    </message>
    <message>
        <source>&amp;Open File...</source>
        <translation>Datei ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>&amp;Alle speichern</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Close All</source>
        <translation>Alle schließen</translation>
    </message>
    <message>
        <source>Close P&amp;roject</source>
        <translation>P&amp;rojekt schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Alles &amp;markieren</translation>
    </message>
    <message>
        <source>&amp;Find...</source>
        <translation>&amp;Suchen...</translation>
    </message>
    <message>
        <source>R&amp;eplace...</source>
        <translation>E&amp;rsetzen...</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Rückwärts s&amp;uchen</translation>
    </message>
    <message>
        <source>&amp;Go to Line...</source>
        <translation>&amp;Gehe zu Zeile...</translation>
    </message>
    <message>
        <source>Pre&amp;ferences...</source>
        <translation>Einstellu&amp;ngen...</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Project &amp;Settings...</source>
        <translation>Projekt&amp;einstellungen...</translation>
    </message>
    <message>
        <source>&amp;About Incursion Studio</source>
        <translation>&amp;Über Incursion Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Recent P&amp;rojects</source>
        <translation>&amp;Zuletzt geöffnete Projekte</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Projekt</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Keine zuletzt geöffneten Projekte</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Projects</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Incursion Studio</source>
        <translation>Incursion Studio</translation>
    </message>
    <message>
        <source>Line %1, Column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Open Project Folder</source>
        <translation>Projektordner öffnen</translation>
    </message>
    <message>
        <source>IncursionScript files (*.irc *.irh *.h);;All files (*)</source>
        <translation>IncursionScript-Dateien (*.irc *.irh *.h);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>Gehe zu Zeile</translation>
    </message>
    <message>
        <source>Line (1 - %1):</source>
        <translation>Zeile (1 - %1):</translation>
    </message>
    <message>
        <source>About Incursion Studio</source>
        <translation>Über Incursion Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Incursion Studio %1&lt;/h3&gt;&lt;p&gt;An IDE for writing IncursionScript modules for the Incursion roguelike.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Incursion Studio %1&lt;/h3&gt;&lt;p&gt;Eine Entwicklungsumgebung für IncursionScript-Module des Roguelikes Incursion.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Editor &amp;font:</source>
        <translation>&amp;Schriftart des Editors:</translation>
    </message>
    <message>
        <source>Font &amp;size:</source>
        <translation>Schrift&amp;größe:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ProjectSettingsDialog</name>
    <message>
        <source>Project Settings</source>
        <translation>Projekteinstellungen</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>&amp;Main file:</source>
        <translation>&amp;Hauptdatei:</translation>
    </message>
    <message>
        <source>&amp;Include paths:</source>
        <translation>&amp;Include-Pfade:</translation>
    </message>
    <message>
        <source>Paths are relative to the project folder. Includes are searched in the including file&apos;s folder first, then in these folders in order.</source>
        <translation>Pfade sind relativ zum Projektordner. Includes werden zuerst im Ordner der einbindenden Datei gesucht, dann der Reihe nach in diesen Ordnern.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Main File</source>
        <translation>Hauptdatei</translation>
    </message>
    <message>
        <source>IncursionScript main files (*.irc)</source>
        <translation>IncursionScript-Hauptdateien (*.irc)</translation>
    </message>
    <message>
        <source>Include Folder</source>
        <translation>Include-Ordner</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ProjectTreeDock</name>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ScriptEditor</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
</TS>
