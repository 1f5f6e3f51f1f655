<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BreakpointConditionCheck</name>
    <message>
        <source>Build the module to check the condition</source>
        <translation>Erstellen Sie das Modul, um die Bedingung zu prüfen</translation>
    </message>
    <message>
        <source>The built module does not load: %1</source>
        <translation>Das erstellte Modul lässt sich nicht laden: %1</translation>
    </message>
</context>
<context>
    <name>CheckSnapshot</name>
    <message>
        <source>spelled here, inside a macro definition</source>
        <translation>hier geschrieben, innerhalb einer Makrodefinition</translation>
    </message>
    <message>
        <source>in expansion of macro &apos;%1&apos;</source>
        <translation>bei der Expansion des Makros „%1“</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>An IDE for IncursionScript modules.</source>
        <translation>Eine Entwicklungsumgebung für IncursionScript-Module.</translation>
    </message>
    <message>
        <source>Save a screenshot of the window to &lt;file&gt; once it is shown, then exit.</source>
        <translation>Ein Bildschirmfoto des Fensters in &lt;file&gt; speichern, sobald es angezeigt wird, dann beenden.</translation>
    </message>
    <message>
        <source>Project folder, main .irc file or other file to open; file:line[:column] also moves the cursor there.</source>
        <translation>Zu öffnender Projektordner, .irc-Hauptdatei oder andere Datei; Datei:Zeile[:Spalte] setzt außerdem den Cursor dorthin.</translation>
    </message>
    <message>
        <source>Build the module once the project is open (as Build &gt; Build Module); with file:line, then show the disassembly of the handler there.</source>
        <translation>Das Modul bauen, sobald das Projekt geöffnet ist (wie Erstellen &gt; Modul erstellen); mit Datei:Zeile danach die Disassemblierung des Handlers dort anzeigen.</translation>
    </message>
    <message>
        <source>Start a playtest once the project is open, played by &lt;bot&gt;: none (your keys), explore or fight.</source>
        <translation>Ein Testspiel starten, sobald das Projekt geöffnet ist, gespielt von &lt;bot&gt;: none (Ihre Tasteneingaben), explore oder fight.</translation>
    </message>
    <message>
        <source>--playtest takes none, explore or fight</source>
        <translation>--playtest erwartet none, explore oder fight</translation>
    </message>
    <message>
        <source>Without a window: write a region&apos;s vault to a file, as &lt;main&gt; &quot;REGION NAME&quot; OUT.xp, .tmx, .txt or .png, then exit.</source>
        <translation>Ohne Fenster: das Vault einer Region in eine Datei schreiben, als &lt;main&gt; &quot;REGIONSNAME&quot; AUS.xp, .tmx, .txt oder .png, dann beenden.</translation>
    </message>
    <message>
        <source>Without a window: rewrite a region&apos;s Grid and Tiles in place from a file, as &lt;main&gt; &quot;REGION NAME&quot; IN.xp, .tmx or .txt, then exit (status 1 for a bad file, 2 for bad usage).</source>
        <translation>Ohne Fenster: Grid und Tiles einer Region an Ort und Stelle aus einer Datei neu schreiben, als &lt;main&gt; &quot;REGIONSNAME&quot; EIN.xp, .tmx oder .txt, dann beenden (Status 1 bei einer fehlerhaften Datei, 2 bei falschem Aufruf).</translation>
    </message>
    <message>
        <source>usage: incursion-studio --export-vault MAIN.irc &quot;REGION NAME&quot; OUT.{xp,tmx,txt,png}
       incursion-studio --import-vault MAIN.irc &quot;REGION NAME&quot; IN.{xp,tmx,txt}</source>
        <translation>Aufruf: incursion-studio --export-vault MAIN.irc &quot;REGIONSNAME&quot; AUS.{xp,tmx,txt,png}
        incursion-studio --import-vault MAIN.irc &quot;REGIONSNAME&quot; EIN.{xp,tmx,txt}</translation>
    </message>
    <message>
        <source>--lang: no user interface in &quot;%1&quot;; the languages are %2</source>
        <translation>--lang: keine Benutzeroberfläche in „%1“; verfügbare Sprachen: %2</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>Sprache der Benutzeroberfläche: %1 (Vorgabe: die des Systems).</translation>
    </message>
</context>
<context>
    <name>FileSearch</name>
    <message>
        <source>Nothing to search for</source>
        <translation>Kein Suchtext angegeben</translation>
    </message>
    <message>
        <source>Invalid regular expression at %1: %2</source>
        <translation>Ungültiger regulärer Ausdruck an Position %1: %2</translation>
    </message>
    <message>
        <source>the file is not UTF-8 and &quot;%1&quot; cannot be written in its encoding (Latin-1); the file was left unchanged</source>
        <translation>die Datei ist nicht UTF-8, und „%1“ lässt sich in ihrer Kodierung (Latin-1) nicht schreiben; die Datei wurde nicht verändert</translation>
    </message>
</context>
<context>
    <name>ModuleBuild</name>
    <message>
        <source>the module is too large for the file format (%1)</source>
        <translation>das Modul ist zu groß für das Dateiformat (%1)</translation>
    </message>
    <message>
        <source>%1 does not compile.</source>
        <translation>%1 lässt sich nicht kompilieren.</translation>
    </message>
</context>
<context>
    <name>ModuleTemplates</name>
    <message>
        <source>%1: cannot read the template: %2</source>
        <translation>%1: Die Vorlage kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: byte %2: not a JSON object: %3</source>
        <translation>%1: Byte %2: kein JSON-Objekt: %3</translation>
    </message>
    <message>
        <source>%1: the template needs a &quot;name&quot; and a &quot;mainFile&quot; that is one of its files</source>
        <translation>%1: Die Vorlage braucht einen „name“ und eine „mainFile“, die eine ihrer Dateien ist</translation>
    </message>
    <message>
        <source>The module needs a name.</source>
        <translation>Das Modul braucht einen Namen.</translation>
    </message>
    <message>
        <source>The name is too long (at most %1 characters).</source>
        <translation>Der Name ist zu lang (höchstens %1 Zeichen).</translation>
    </message>
    <message>
        <source>The name cannot hold line breaks, tabs or other control characters.</source>
        <translation>Der Name darf keine Zeilenumbrüche, Tabulatoren oder anderen Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <source>The name needs a letter or digit to name its folder.</source>
        <translation>Der Name braucht einen Buchstaben oder eine Ziffer für den Ordnernamen.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <source>The folder %1 already exists and is not empty: choose another name or location.</source>
        <translation>Der Ordner %1 existiert bereits und ist nicht leer: Wählen Sie einen anderen Namen oder Ort.</translation>
    </message>
    <message>
        <source>Choose the module this add-on extends.</source>
        <translation>Wählen Sie das Modul, das diese Erweiterung erweitert.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>PaintedMask</name>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>erwartet: „%1“</translation>
    </message>
    <message>
        <source>expected a row number 0..%1 after the previous one, then &apos;:&apos;</source>
        <translation>erwartet: eine Zeilennummer 0..%1 nach der vorigen, dann &apos;:&apos;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a run of columns 0..%2 after the previous one</source>
        <translation>„%1“ ist kein Spaltenbereich 0..%2 nach dem vorigen</translation>
    </message>
</context>
<context>
    <name>PlacementPreview</name>
    <message>
        <source>The module does not build:</source>
        <translation>Das Modul lässt sich nicht erstellen:</translation>
    </message>
    <message>
        <source>The module has no Region &quot;%1&quot;.</source>
        <translation>Das Modul hat keine Region „%1“.</translation>
    </message>
    <message>
        <source>flipped both ways</source>
        <translation>in beide Richtungen gespiegelt</translation>
    </message>
    <message>
        <source>flipped left-right</source>
        <translation>links-rechts gespiegelt</translation>
    </message>
    <message>
        <source>flipped top-bottom</source>
        <translation>oben-unten gespiegelt</translation>
    </message>
    <message>
        <source>not flipped</source>
        <translation>nicht gespiegelt</translation>
    </message>
    <message>
        <source>Cancelled before all levels were made.</source>
        <translation>Abgebrochen, bevor alle Ebenen erzeugt waren.</translation>
    </message>
    <message>
        <source>No level was generated.</source>
        <translation>Es wurde keine Ebene erzeugt.</translation>
    </message>
    <message>
        <source>Placed in %1 of %2 levels (%3%).</source>
        <translation>Platziert in %1 von %2 Ebenen (%3 %).</translation>
    </message>
    <message>
        <source>By depth:</source>
        <translation>Nach Tiefe:</translation>
    </message>
    <message>
        <source>  depth %1: placed in %2 of %3</source>
        <translation>  Tiefe %1: platziert in %2 von %3</translation>
    </message>
    <message>
        <source>Why not placed:</source>
        <translation>Warum nicht platziert:</translation>
    </message>
    <message>
        <source>  %1: %2 levels</source>
        <translation>  %1: %2 Ebenen</translation>
    </message>
    <message>
        <source>First level that could not be made: %1</source>
        <translation>Erste Ebene, die nicht erzeugt werden konnte: %1</translation>
    </message>
</context>
<context>
    <name>PlaytestSession</name>
    <message>
        <source>the player&apos;s side</source>
        <translation>auf der Seite des Spielers</translation>
    </message>
    <message>
        <source>hostile</source>
        <translation>feindlich</translation>
    </message>
    <message>
        <source>peaceful</source>
        <translation>friedlich</translation>
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
    <name>ScriptReference</name>
    <message>
        <source>an attribute</source>
        <translation>ein Attribut</translation>
    </message>
    <message>
        <source>a colour</source>
        <translation>eine Farbe</translation>
    </message>
    <message>
        <source>a direction</source>
        <translation>eine Richtung</translation>
    </message>
    <message>
        <source>a weapon type</source>
        <translation>eine Waffenart</translation>
    </message>
    <message>
        <source>a saving throw</source>
        <translation>einen Rettungswurf</translation>
    </message>
    <message>
        <source>resource kind</source>
        <translation>Ressourcenart</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>system object</source>
        <translation>Systemobjekt</translation>
    </message>
    <message>
        <source>API function</source>
        <translation>API-Funktion</translation>
    </message>
    <message>
        <source>API method</source>
        <translation>API-Methode</translation>
    </message>
    <message>
        <source>API member</source>
        <translation>API-Element</translation>
    </message>
    <message>
        <source>resource method</source>
        <translation>Ressourcenmethode</translation>
    </message>
    <message>
        <source>resource member</source>
        <translation>Ressourcenelement</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>Konstante</translation>
    </message>
    <message>
        <source>macro</source>
        <translation>Makro</translation>
    </message>
    <message>
        <source>code keyword</source>
        <translation>Code-Schlüsselwort</translation>
    </message>
    <message>
        <source>entry keyword</source>
        <translation>Eintrags-Schlüsselwort</translation>
    </message>
    <message>
        <source>word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Declares a resource of the kind %1 (the module&apos;s %2).</source>
        <translation>Deklariert eine Ressource der Art %1 (die %2 des Moduls).</translation>
    </message>
    <message>
        <source>Every header keyword of this kind: %1.</source>
        <translation>Alle Kopf-Schlüsselwörter dieser Art: %1.</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
    <message>
        <source>A keyword of resource entries, outside handler code; case does not matter.</source>
        <translation>Ein Schlüsselwort der Ressourceneinträge, außerhalb des Handler-Codes; Groß- und Kleinschreibung egal.</translation>
    </message>
    <message>
        <source>Also written: %1.</source>
        <translation>Auch geschrieben: %1.</translation>
    </message>
    <message>
        <source>A type of handler code: locals, parameters, results.</source>
        <translation>Ein Typ des Handler-Codes: lokale Variablen, Parameter, Ergebnisse.</translation>
    </message>
    <message>
        <source>A keyword of handler code (case matters).</source>
        <translation>Ein Schlüsselwort des Handler-Codes (Groß- und Kleinschreibung zählt).</translation>
    </message>
    <message>
        <source>A word for %1 in resource entries, worth %2; case does not matter.</source>
        <translation>Ein Wort für %1 in Ressourceneinträgen, Wert %2; Groß- und Kleinschreibung egal.</translation>
    </message>
    <message>
        <source>Event number %1.</source>
        <translation>Ereignisnummer %1.</translation>
    </message>
    <message>
        <source>The same number as %1.</source>
        <translation>Dieselbe Nummer wie %1.</translation>
    </message>
    <message>
        <source>Handled with %1; seen by the victim as %2, before and after with %3 and %4.</source>
        <translation>Behandelt mit %1; vom Opfer aus gesehen %2, davor und danach mit %3 und %4.</translation>
    </message>
    <message>
        <source>A handle the game sets for every event; its class is %1.</source>
        <translation>Ein Handle, das das Spiel für jedes Ereignis setzt; seine Klasse ist %1.</translation>
    </message>
    <message>
        <source>A function of the game, called by its name.</source>
        <translation>Eine Funktion des Spiels, mit ihrem Namen aufgerufen.</translation>
    </message>
    <message>
        <source>A member of resources of the class %1, called on a resource reference (%2).</source>
        <translation>Ein Element der Ressourcen der Klasse %1, aufgerufen auf einem Ressourcenverweis (%2).</translation>
    </message>
    <message>
        <source>A member of the class %1 and of the classes derived from it.</source>
        <translation>Ein Element der Klasse %1 und der von ihr abgeleiteten Klassen.</translation>
    </message>
    <message>
        <source>Receivers among the system objects: %1.</source>
        <translation>Empfänger unter den Systemobjekten: %1.</translation>
    </message>
    <message>
        <source>Wraps an event number: adds %1, so a handler of the wrapped event runs.</source>
        <translation>Umhüllt eine Ereignisnummer: addiert %1, sodass ein Handler des umhüllten Ereignisses läuft.</translation>
    </message>
    <message>
        <source>What a handler returns: %1.</source>
        <translation>Was ein Handler zurückgibt: %1.</translation>
    </message>
    <message>
        <source>Declared in %1.</source>
        <translation>Deklariert in %1.</translation>
    </message>
    <message>
        <source>Read more in the Language Guide</source>
        <translation>Mehr im Sprachhandbuch</translation>
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
    <name>VaultFate</name>
    <message>
        <source>placed</source>
        <translation>platziert</translation>
    </message>
    <message>
        <source>no Specials entry or room weight of the dungeon names it</source>
        <translation>kein Specials-Eintrag und kein Raumgewicht des Dungeons nennt sie</translation>
    </message>
    <message>
        <source>its Specials chance roll failed</source>
        <translation>ihr Specials-Wahrscheinlichkeitswurf ist misslungen</translation>
    </message>
    <message>
        <source>its Specials entry rolled another depth</source>
        <translation>ihr Specials-Eintrag hat eine andere Tiefe erwürfelt</translation>
    </message>
    <message>
        <source>its Depth is above the level&apos;s challenge rating</source>
        <translation>ihre Depth liegt über dem Herausforderungsgrad der Ebene</translation>
    </message>
    <message>
        <source>the level&apos;s challenge rating is below MIN_VAULT_DEPTH</source>
        <translation>der Herausforderungsgrad der Ebene liegt unter MIN_VAULT_DEPTH</translation>
    </message>
    <message>
        <source>too big for a panel (less 2 cells each side)</source>
        <translation>zu groß für ein Feld (abzüglich 2 Zellen je Seite)</translation>
    </message>
    <message>
        <source>too big for the level</source>
        <translation>zu groß für die Ebene</translation>
    </message>
    <message>
        <source>not chosen by the panels&apos; room picks</source>
        <translation>von der Raumauswahl der Felder nicht gewählt</translation>
    </message>
    <message>
        <source>no free place on the level</source>
        <translation>kein freier Platz auf der Ebene</translation>
    </message>
</context>
<context>
    <name>VaultFileCommand</name>
    <message>
        <source>none (no format plugins were found)</source>
        <translation>keine (es wurden keine Format-Plugins gefunden)</translation>
    </message>
    <message>
        <source>%1: Region &quot;%2&quot; exported</source>
        <translation>%1: Region „%2“ exportiert</translation>
    </message>
    <message>
        <source>%1 not changed: the vault imported from %2 has errors</source>
        <translation>%1 nicht geändert: das aus %2 importierte Vault hat Fehler</translation>
    </message>
    <message>
        <source>%1: unchanged</source>
        <translation>%1: unverändert</translation>
    </message>
    <message>
        <source>%1: Region &quot;%2&quot; rewritten from %3</source>
        <translation>%1: Region „%2“ aus %3 neu geschrieben</translation>
    </message>
    <message>
        <source>%1: no vault format reads .%2 (these do: %3)</source>
        <translation>%1: kein Vault-Format liest .%2 (diese tun es: %3)</translation>
    </message>
    <message>
        <source>%1: no vault format writes .%2 (these do: %3)</source>
        <translation>%1: kein Vault-Format schreibt .%2 (diese tun es: %3)</translation>
    </message>
</context>
<context>
    <name>VaultFormats</name>
    <message>
        <source>%1: not a vault format plugin</source>
        <translation>%1: kein Vault-Format-Plugin</translation>
    </message>
    <message>
        <source>%1: a second plugin for .%2 (the first one is used)</source>
        <translation>%1: ein zweites Plugin für .%2 (das erste wird verwendet)</translation>
    </message>
    <message>
        <source>%1: no vault format writes .%2</source>
        <translation>%1: kein Vault-Format schreibt .%2</translation>
    </message>
    <message>
        <source>%1: the grid of Region &quot;%2&quot; has rows of different lengths; fix it before exporting</source>
        <translation>%1: das Grid der Region „%2“ hat Zeilen verschiedener Länge; vor dem Exportieren beheben</translation>
    </message>
    <message>
        <source>%1: Region &quot;%2&quot; has an empty grid</source>
        <translation>%1: Region „%2“ hat ein leeres Grid</translation>
    </message>
    <message>
        <source>%1: no vault format reads .%2</source>
        <translation>%1: kein Vault-Format liest .%2</translation>
    </message>
</context>
<context>
    <name>WorldTool</name>
    <message>
        <source>Paint %1</source>
        <translation>%1 malen</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Stift</translation>
    </message>
    <message>
        <source>Magic Wand</source>
        <translation>Zauberstab</translation>
    </message>
    <message>
        <source>Rectangular Select</source>
        <translation>Rechteckauswahl</translation>
    </message>
    <message>
        <source>Paste Stamp</source>
        <translation>Einfügestempel</translation>
    </message>
    <message>
        <source>Travel</source>
        <translation>Reise</translation>
    </message>
</context>
<context>
    <name>incursion::studio::AutosaveController</name>
    <message>
        <source>Autosave failed for %1: %2</source>
        <translation>Automatisches Sichern von %1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BinaryFileNotice</name>
    <message>
        <source>It is not a text file, so it cannot be edited here.</source>
        <translation>Sie ist keine Textdatei und kann hier nicht bearbeitet werden.</translation>
    </message>
    <message>
        <source>It is a compiled module: build output, not source. The Module Browser shows what it holds.</source>
        <translation>Sie ist ein übersetztes Modul: Build-Ergebnis, kein Quelltext. Der Modul-Browser zeigt, was es enthält.</translation>
    </message>
    <message>
        <source>It is an image. World bitmaps open in the world editor.</source>
        <translation>Sie ist ein Bild. Welt-Bitmaps öffnen sich im Welteditor.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 is a binary file&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3, %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 ist eine Binärdatei&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3, %4&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BreakpointDialog</name>
    <message>
        <source>Does not compile at this line: %1</source>
        <translation>Lässt sich in dieser Zeile nicht übersetzen: %1</translation>
    </message>
    <message>
        <source>Compiles at this line</source>
        <translation>Lässt sich in dieser Zeile übersetzen</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>&amp;Aktiviert</translation>
    </message>
    <message>
        <source>Edit Breakpoint at %1</source>
        <translation>Haltepunkt bei %1 bearbeiten</translation>
    </message>
    <message>
        <source>e.g. i == 3 || e.vDmg &gt; 10</source>
        <translation>z. B. i == 3 || e.vDmg &gt; 10</translation>
    </message>
    <message>
        <source>Stop only when this expression, evaluated in the scope of the line, is true</source>
        <translation>Nur anhalten, wenn dieser Ausdruck, im Gültigkeitsbereich der Zeile ausgewertet, wahr ist</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <source>When the hit count equals</source>
        <translation>Wenn die Trefferzahl gleich ist</translation>
    </message>
    <message>
        <source>When the hit count is at least</source>
        <translation>Wenn die Trefferzahl mindestens ist</translation>
    </message>
    <message>
        <source>When the hit count is a multiple of</source>
        <translation>Wenn die Trefferzahl ein Vielfaches ist von</translation>
    </message>
    <message>
        <source>&amp;Condition:</source>
        <translation>&amp;Bedingung:</translation>
    </message>
    <message>
        <source>&amp;Hit count:</source>
        <translation>&amp;Trefferzahl:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Zielwert:</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BreakpointStore</name>
    <message>
        <source>when hits = %1</source>
        <translation>bei Treffer = %1</translation>
    </message>
    <message>
        <source>when hits &gt;= %1</source>
        <translation>bei Treffer &gt;= %1</translation>
    </message>
    <message>
        <source>every %1 hits</source>
        <translation>alle %1 Treffer</translation>
    </message>
    <message>
        <source>%1 + pc %2</source>
        <translation>%1 + pc %2</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BreakpointsDock</name>
    <message>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <source>no code at this line</source>
        <translation>kein Code in dieser Zeile</translation>
    </message>
    <message>
        <source>stops at line %1</source>
        <translation>hält in Zeile %1</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>Breakpoints</source>
        <translation>Haltepunkte</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Edit Breakpoint...</source>
        <translation>Haltepunkt bearbeiten...</translation>
    </message>
    <message>
        <source>Disable Breakpoint</source>
        <translation>Haltepunkt deaktivieren</translation>
    </message>
    <message>
        <source>Enable Breakpoint</source>
        <translation>Haltepunkt aktivieren</translation>
    </message>
    <message>
        <source>Delete Breakpoint</source>
        <translation>Haltepunkt löschen</translation>
    </message>
    <message>
        <source>not found in this build</source>
        <translation>im erstellten Modul nicht gefunden</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BuildController</name>
    <message>
        <source>Preprocessing</source>
        <translation>Präprozessor</translation>
    </message>
    <message>
        <source>Lexing</source>
        <translation>Lexikalische Analyse</translation>
    </message>
    <message>
        <source>Parsing</source>
        <translation>Syntaxanalyse</translation>
    </message>
    <message>
        <source>Generating code</source>
        <translation>Code erzeugen</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 Warnung</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 Warnungen</translation>
    </message>
    <message>
        <source>1 resource</source>
        <translation>1 Ressource</translation>
    </message>
    <message>
        <source>%1 resources</source>
        <translation>%1 Ressourcen</translation>
    </message>
    <message>
        <source>1 handler</source>
        <translation>1 Handler</translation>
    </message>
    <message>
        <source>%1 handlers</source>
        <translation>%1 Handler</translation>
    </message>
    <message>
        <source>1 condition</source>
        <translation>1 Bedingung</translation>
    </message>
    <message>
        <source>%1 conditions</source>
        <translation>%1 Bedingungen</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 %p%</source>
        <translation>%1 %p %</translation>
    </message>
    <message>
        <source>&amp;Build Module</source>
        <translation>Modul &amp;erstellen</translation>
    </message>
    <message>
        <source>Build the module and write it next to the main file (Ctrl+B); unsaved edits are built as they are, without saving</source>
        <translation>Das Modul erstellen und neben die Hauptdatei schreiben (Strg+B); ungespeicherte Änderungen werden so übersetzt, wie sie sind, ohne zu speichern</translation>
    </message>
    <message>
        <source>&amp;Cancel Build</source>
        <translation>Erstellen &amp;abbrechen</translation>
    </message>
    <message>
        <source>Stop the running build; the module file stays as it was</source>
        <translation>Das laufende Erstellen anhalten; die Moduldatei bleibt, wie sie war</translation>
    </message>
    <message>
        <source>Show &amp;Disassembly at Cursor</source>
        <translation>&amp;Disassemblierung an der Cursorposition zeigen</translation>
    </message>
    <message>
        <source>Show the code the latest build compiled from the handler at the cursor</source>
        <translation>Den Code zeigen, den das letzte Erstellen aus dem Handler an der Cursorposition erzeugt hat</translation>
    </message>
    <message>
        <source>Building %1...</source>
        <translation>%1 wird erstellt...</translation>
    </message>
    <message>
        <source>Build failed: cannot read the main file %1</source>
        <translation>Erstellen fehlgeschlagen: die Hauptdatei %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Build cancelled</source>
        <translation>Erstellen abgebrochen</translation>
    </message>
    <message>
        <source>Build failed: %1</source>
        <translation>Erstellen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Build failed: cannot write %1: %2</source>
        <translation>Erstellen fehlgeschlagen: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Build finished: %1, %2 bytes written to %3 in %4 s</source>
        <translation>Erstellen abgeschlossen: %1, %2 Bytes in %4 s nach %3 geschrieben</translation>
    </message>
    <message>
        <source>%1 (read-only, from %2)</source>
        <translation>%1 (schreibgeschützt, aus %2)</translation>
    </message>
    <message>
        <source>%1 (read-only, as the live check compiled it)</source>
        <translation>%1 (schreibgeschützt, wie die Prüfung es übersetzt hat)</translation>
    </message>
    <message>
        <source>The latest build compiled no code from line %1</source>
        <translation>Das letzte Erstellen hat aus Zeile %1 keinen Code erzeugt</translation>
    </message>
    <message>
        <source>1 function</source>
        <translation>1 Funktion</translation>
    </message>
    <message>
        <source>%1 functions</source>
        <translation>%1 Funktionen</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BuildOutputDock</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>%1:%2:%3: </source>
        <translation>%1:%2:%3: </translation>
    </message>
    <message>
        <source>Build Output</source>
        <translation>Ausgabe des Erstellens</translation>
    </message>
    <message>
        <source>Double-click an error or warning to go to its place in the source</source>
        <translation>Doppelklick auf einen Fehler oder eine Warnung springt an die Stelle im Quelltext</translation>
    </message>
</context>
<context>
    <name>incursion::studio::CallStackDock</name>
    <message>
        <source>Call Stack</source>
        <translation>Aufrufstapel</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
</context>
<context>
    <name>incursion::studio::CopyFieldsDialog</name>
    <message>
        <source>Copy Fields</source>
        <translation>Felder kopieren</translation>
    </message>
    <message>
        <source>Copy these fields of the selection (a paste writes only them):</source>
        <translation>Diese Felder der Auswahl kopieren (Einfügen schreibt nur sie):</translation>
    </message>
</context>
<context>
    <name>incursion::studio::DebugController</name>
    <message>
        <source>breakpoint</source>
        <translation>Haltepunkt</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>script error</source>
        <translation>Skriptfehler</translation>
    </message>
    <message>
        <source>breakpoint condition error</source>
        <translation>Fehler in der Haltepunktbedingung</translation>
    </message>
    <message>
        <source>&amp;Run Function...</source>
        <translation>Funktion &amp;ausführen...</translation>
    </message>
    <message>
        <source>Build if needed, then run a script function of the module in the debugger (Ctrl+F5)</source>
        <translation>Falls nötig erstellen, dann eine Skriptfunktion des Moduls im Debugger ausführen (Strg+F5)</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Continue running the scripts (F5)</source>
        <translation>Die Skripte weiterlaufen lassen (F5)</translation>
    </message>
    <message>
        <source>Step &amp;Over</source>
        <translation>&amp;Prozedurschritt</translation>
    </message>
    <message>
        <source>Run to the next line of this function (F10)</source>
        <translation>Bis zur nächsten Zeile dieser Funktion ausführen (F10)</translation>
    </message>
    <message>
        <source>Step &amp;Into</source>
        <translation>&amp;Einzelschritt</translation>
    </message>
    <message>
        <source>Run to the next line, entering calls and events (F11)</source>
        <translation>Bis zur nächsten Zeile ausführen, auch in Aufrufe und Ereignisse hinein (F11)</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation>&amp;Rücksprung</translation>
    </message>
    <message>
        <source>Run until this function returns (Shift+F11)</source>
        <translation>Ausführen, bis diese Funktion zurückkehrt (Umschalt+F11)</translation>
    </message>
    <message>
        <source>Step I&amp;nstruction</source>
        <translation>&amp;Instruktionsschritt</translation>
    </message>
    <message>
        <source>Run one VM instruction (Ctrl+F11)</source>
        <translation>Eine VM-Instruktion ausführen (Strg+F11)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Stop the running scripts where they are</source>
        <translation>Die laufenden Skripte an Ort und Stelle anhalten</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>End the running scripts (Shift+F5)</source>
        <translation>Die laufenden Skripte beenden (Umschalt+F5)</translation>
    </message>
    <message>
        <source>Toggle &amp;Breakpoint</source>
        <translation>&amp;Haltepunkt umschalten</translation>
    </message>
    <message>
        <source>Add or remove a breakpoint at the caret&apos;s line (F9)</source>
        <translation>Einen Haltepunkt in der Zeile der Schreibmarke setzen oder entfernen (F9)</translation>
    </message>
    <message>
        <source>Break on Script &amp;Error</source>
        <translation>Bei Skript&amp;fehler anhalten</translation>
    </message>
    <message>
        <source>Stop in the debugger where a script error happens, before it unwinds</source>
        <translation>Im Debugger dort anhalten, wo ein Skriptfehler auftritt, bevor der Stapel abgebaut wird</translation>
    </message>
    <message>
        <source>Debug Toolbar</source>
        <translation>Debug-Werkzeugleiste</translation>
    </message>
    <message>
        <source>The module did not build: nothing to run</source>
        <translation>Das Modul ließ sich nicht erstellen: nichts auszuführen</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>Debuggen</translation>
    </message>
    <message>
        <source>Running %1(%2)...</source>
        <translation>%1(%2) wird ausgeführt...</translation>
    </message>
    <message>
        <source>%1 returned %2</source>
        <translation>%1 lieferte %2</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Stopped at %1 (%2)</source>
        <translation>Angehalten bei %1 (%2)</translation>
    </message>
    <message>
        <source>Add Breakpoint</source>
        <translation>Haltepunkt setzen</translation>
    </message>
    <message>
        <source>Add Conditional Breakpoint...</source>
        <translation>Bedingten Haltepunkt setzen...</translation>
    </message>
    <message>
        <source>Edit Breakpoint...</source>
        <translation>Haltepunkt bearbeiten...</translation>
    </message>
    <message>
        <source>Disable Breakpoint</source>
        <translation>Haltepunkt deaktivieren</translation>
    </message>
    <message>
        <source>Enable Breakpoint</source>
        <translation>Haltepunkt aktivieren</translation>
    </message>
    <message>
        <source>Delete Breakpoint</source>
        <translation>Haltepunkt löschen</translation>
    </message>
    <message>
        <source>%1 (F5)</source>
        <translation>%1 (F5)</translation>
    </message>
    <message>
        <source>%1 is not in the latest build</source>
        <translation>%1 ist im zuletzt erstellten Modul nicht enthalten</translation>
    </message>
    <message>
        <source>The module this one requires does not build: %1</source>
        <translation>Das Modul, das dieses voraussetzt, lässt sich nicht erstellen: %1</translation>
    </message>
    <message>
        <source>Another run holds the debugger</source>
        <translation>Ein anderer Lauf belegt den Debugger</translation>
    </message>
</context>
<context>
    <name>incursion::studio::DebugSession</name>
    <message>
        <source>There is no built module to run.</source>
        <translation>Es gibt kein erstelltes Modul zum Ausführen.</translation>
    </message>
    <message>
        <source>The module does not load: %1</source>
        <translation>Das Modul lässt sich nicht laden: %1</translation>
    </message>
    <message>
        <source>Watches and breakpoint conditions cannot be evaluated: %1</source>
        <translation>Überwachte Ausdrücke und Haltepunktbedingungen können nicht ausgewertet werden: %1</translation>
    </message>
    <message>
        <source>the module has no script function %1</source>
        <translation>das Modul hat keine Skriptfunktion %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n argument(s)</source>
        <translation>
            <numerusform>%1 nimmt %n Argument</numerusform>
            <numerusform>%1 nimmt %n Argumente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>incursion::studio::DiagnosticsPresenter</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1:%2:%3: note: %4</source>
        <translation>%1:%2:%3: Hinweis: %4</translation>
    </message>
</context>
<context>
    <name>incursion::studio::DisassemblyView</name>
    <message>
        <source>Disassembly: %1 %2</source>
        <translation>Disassemblierung: %1 %2</translation>
    </message>
    <message>
        <source>Disassembly: %1</source>
        <translation>Disassemblierung: %1</translation>
    </message>
    <message>
        <source>Click to toggle an instruction breakpoint (F9)</source>
        <translation>Klicken, um einen Instruktionshaltepunkt zu setzen oder zu entfernen (F9)</translation>
    </message>
    <message>
        <source>Toggle Instruction Breakpoint</source>
        <translation>Instruktionshaltepunkt umschalten</translation>
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
    <message>
        <source>Open File</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>%1 is a binary file.</source>
        <translation>%1 ist eine Binärdatei.</translation>
    </message>
</context>
<context>
    <name>incursion::studio::EditCommands</name>
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
        <source>Go to Line</source>
        <translation>Gehe zu Zeile</translation>
    </message>
    <message>
        <source>Line (1 - %1):</source>
        <translation>Zeile (1 - %1):</translation>
    </message>
    <message>
        <source>Go to Line (Second Key)</source>
        <translation>Gehe zu Zeile (zweite Taste)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::EditorHover</name>
    <message>
        <source>resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>event handler</source>
        <translation>Ereignisbehandlung</translation>
    </message>
    <message>
        <source>function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>local variable</source>
        <translation>lokale Variable</translation>
    </message>
    <message>
        <source>system object</source>
        <translation>Systemobjekt</translation>
    </message>
    <message>
        <source>API function</source>
        <translation>API-Funktion</translation>
    </message>
    <message>
        <source>API method</source>
        <translation>API-Methode</translation>
    </message>
    <message>
        <source>API member</source>
        <translation>API-Element</translation>
    </message>
    <message>
        <source>macro</source>
        <translation>Makro</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>Konstante</translation>
    </message>
    <message>
        <source>included file</source>
        <translation>eingebundene Datei</translation>
    </message>
    <message>
        <source>keyword</source>
        <translation>Schlüsselwort</translation>
    </message>
</context>
<context>
    <name>incursion::studio::EntityInspectorDock</name>
    <message>
        <source>Entity Inspector</source>
        <translation>Objektinspektor</translation>
    </message>
    <message>
        <source>Click a creature or item on the playtest map to inspect it.</source>
        <translation>Klicken Sie auf der Karte des Testspiels auf eine Kreatur oder einen Gegenstand, um Einzelheiten dazu zu sehen.</translation>
    </message>
    <message>
        <source>Go to Source</source>
        <translation>Zum Quelltext springen</translation>
    </message>
    <message>
        <source>Where this was declared is not known</source>
        <translation>Es ist nicht bekannt, wo dies deklariert wurde</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
</context>
<context>
    <name>incursion::studio::FindInFilesDock</name>
    <message>
        <source>Find in Files</source>
        <translation>In Dateien suchen</translation>
    </message>
    <message>
        <source>&amp;Case sensitive</source>
        <translation>&amp;Groß-/Kleinschreibung beachten</translation>
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
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>&amp;Replace...</source>
        <translation>&amp;Ersetzen...</translation>
    </message>
    <message>
        <source>Text to find</source>
        <translation>Zu suchender Text</translation>
    </message>
    <message>
        <source>Replacement (\1 for a captured group)</source>
        <translation>Ersetzung (\1 für eine erfasste Gruppe)</translation>
    </message>
    <message>
        <source>File name patterns, separated by spaces</source>
        <translation>Dateinamenmuster, durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>Replace:</source>
        <translation>Ersetzen:</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>Dateien:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>After replacing</source>
        <translation>Nach dem Ersetzen</translation>
    </message>
    <message>
        <source>No project folder to search</source>
        <translation>Kein Projektordner zum Durchsuchen</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>Suche läuft...</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>in 1 file</source>
        <translation>in 1 Datei</translation>
    </message>
    <message>
        <source>in %1 files</source>
        <translation>in %1 Dateien</translation>
    </message>
    <message>
        <source>(searching...)</source>
        <translation>(Suche läuft...)</translation>
    </message>
    <message>
        <source>Replace %1 with &quot;%2&quot; in %3?</source>
        <translation>%1 in %3 durch „%2“ ersetzen?</translation>
    </message>
    <message>
        <source>1 file</source>
        <translation>1 Datei</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 Dateien</translation>
    </message>
    <message>
        <source>Replace in Files</source>
        <translation>In Dateien ersetzen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Could not replace in: %1</source>
        <translation>Ersetzen nicht möglich in: %1</translation>
    </message>
    <message>
        <source>Some files were not changed:
%1</source>
        <translation>Einige Dateien wurden nicht geändert:
%1</translation>
    </message>
    <message>
        <source>the file changed since the search</source>
        <translation>die Datei wurde seit der Suche geändert</translation>
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
    <name>incursion::studio::GlobalOperationDialog</name>
    <message>
        <source>Only where</source>
        <translation>Nur wo</translation>
    </message>
    <message>
        <source>On the selection only</source>
        <translation>Nur in der Auswahl</translation>
    </message>
    <message>
        <source>Global Operation</source>
        <translation>Globale Operation</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Setze</translation>
    </message>
</context>
<context>
    <name>incursion::studio::HelpBrowser</name>
    <message>
        <source>&lt;h1&gt;%1&lt;/h1&gt;&lt;p&gt;This name is not in the Script Reference of the open module.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1&lt;/h1&gt;&lt;p&gt;Dieser Name steht nicht in der Skript-Referenz des offenen Moduls.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>incursion::studio::HelpController</name>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>&amp;Language Guide</source>
        <translation>&amp;Sprachhandbuch</translation>
    </message>
    <message>
        <source>Resources, handlers, events, the script dialect, prefab grids and world bitmaps</source>
        <translation>Ressourcen, Handler, Ereignisse, der Skriptdialekt, vorgefertigte Grids und Weltbitmaps</translation>
    </message>
    <message>
        <source>Script &amp;Reference</source>
        <translation>Skript-&amp;Referenz</translation>
    </message>
    <message>
        <source>Every keyword, resource kind, event, constant and API name, searchable</source>
        <translation>Alle Schlüsselwörter, Ressourcenarten, Ereignisse, Konstanten und API-Namen, durchsuchbar</translation>
    </message>
    <message>
        <source>&amp;Context Help</source>
        <translation>&amp;Kontexthilfe</translation>
    </message>
    <message>
        <source>Open the reference of the name under the cursor (F1)</source>
        <translation>Die Referenz des Namens an der Schreibmarke öffnen (F1)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::HelpView</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Guide Contents</source>
        <translation>Inhalt des Handbuchs</translation>
    </message>
    <message>
        <source>Filter the index</source>
        <translation>Index filtern</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Not in the reference&lt;/h1&gt;&lt;p&gt;Nothing in the Script Reference is named like &lt;code&gt;%1&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Nicht in der Referenz&lt;/h1&gt;&lt;p&gt;Nichts in der Skript-Referenz heißt wie &lt;code&gt;%1&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>incursion::studio::KeyboardShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>incursion::studio::LanguageIntegration</name>
    <message>
        <source>Find &amp;References</source>
        <translation>&amp;Verweise suchen</translation>
    </message>
    <message>
        <source>List every place that names what is under the cursor (Shift+F2)</source>
        <translation>Jede Stelle auflisten, die das nennt, was unter dem Cursor steht (Umschalt+F2)</translation>
    </message>
    <message>
        <source>Nothing known under the cursor</source>
        <translation>Unter dem Cursor steht nichts Bekanntes</translation>
    </message>
    <message>
        <source>Re&amp;name Symbol...</source>
        <translation>Symbol &amp;umbenennen...</translation>
    </message>
    <message>
        <source>Rename the resource, function or variable under the cursor everywhere in the project</source>
        <translation>Die Ressource, Funktion oder Variable unter dem Cursor im ganzen Projekt umbenennen</translation>
    </message>
    <message>
        <source>Go &amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Go &amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <source>No editor</source>
        <translation>Kein Editor</translation>
    </message>
    <message numerus="yes">
        <source>Renamed in %n file(s)</source>
        <translation>
            <numerusform>In %n Datei umbenannt</numerusform>
            <numerusform>In %n Dateien umbenannt</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing that can be renamed is under the cursor</source>
        <translation>Unter dem Cursor steht nichts, das umbenannt werden kann</translation>
    </message>
    <message>
        <source>Rename Symbol</source>
        <translation>Symbol umbenennen</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>Neuer Name für %1:</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Result of the latest check of the module</source>
        <translation>Ergebnis der letzten Prüfung des Moduls</translation>
    </message>
    <message>
        <source>Go to &amp;Definition</source>
        <translation>Zur &amp;Definition springen</translation>
    </message>
    <message>
        <source>Go to where the name under the cursor is declared: an API function, resource, macro, local, function, variable or included file (also Ctrl+click)</source>
        <translation>Dorthin springen, wo der Name unter dem Cursor deklariert ist: eine API-Funktion, Ressource, ein Makro, eine lokale Variable, Funktion, Variable oder eingebundene Datei (auch Strg+Klick)</translation>
    </message>
    <message>
        <source>No definition found under the cursor</source>
        <translation>Unter dem Cursor wurde keine Definition gefunden</translation>
    </message>
    <message>
        <source>Find in F&amp;iles...</source>
        <translation>In Date&amp;ien suchen...</translation>
    </message>
    <message>
        <source>&amp;Check Now</source>
        <translation>Jetzt &amp;prüfen</translation>
    </message>
    <message>
        <source>Check the module for errors now (F7); it is also checked while you type</source>
        <translation>Das Modul jetzt auf Fehler prüfen (F7); geprüft wird es auch während der Eingabe</translation>
    </message>
    <message>
        <source>No main file: set one in Project Settings to check the module</source>
        <translation>Keine Hauptdatei: Legen Sie in den Projekteinstellungen eine fest, um das Modul zu prüfen</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Cannot read the main file %1</source>
        <translation>Die Hauptdatei %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 Warnung</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 Warnungen</translation>
    </message>
    <message>
        <source>%1 (checked in %2)</source>
        <translation>%1 (geprüft in %2)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::LayoutModes</name>
    <message>
        <source>&amp;Edit Layout</source>
        <translation>&amp;Bearbeitungslayout</translation>
    </message>
    <message>
        <source>&amp;Debug Layout</source>
        <translation>&amp;Debug-Layout</translation>
    </message>
    <message>
        <source>The panels for editing: the editor gets most of the window (Ctrl+2)</source>
        <translation>Die Fenster zum Bearbeiten: Der Editor erhält den größten Teil des Hauptfensters (Strg+2)</translation>
    </message>
    <message>
        <source>The panels for debugging: Call Stack, Variables, Watches and Breakpoints (Ctrl+4)</source>
        <translation>Die Fenster zum Debuggen: Aufrufstapel, Variablen, Überwachte Ausdrücke und Haltepunkte (Strg+4)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::LegendEntryDialog</name>
    <message>
        <source>Legend Entry</source>
        <translation>Legendeneintrag</translation>
    </message>
    <message>
        <source>$&quot;floor&quot; with $&quot;goblin&quot; [TILE_GUARDING]</source>
        <translation>$&quot;floor&quot; with $&quot;goblin&quot; [TILE_GUARDING]</translation>
    </message>
    <message>
        <source>Type a resource name</source>
        <translation>Namen einer Ressource eingeben</translation>
    </message>
    <message>
        <source>&amp;Insert</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>&amp;Character:</source>
        <translation>&amp;Zeichen:</translation>
    </message>
    <message>
        <source>&amp;Definition:</source>
        <translation>&amp;Definition:</translation>
    </message>
    <message>
        <source>&amp;Resource:</source>
        <translation>&amp;Ressource:</translation>
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
        <source>Pre&amp;ferences...</source>
        <translation>Einstellu&amp;ngen...</translation>
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
        <source>About Incursion Studio</source>
        <translation>Über Incursion Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Incursion Studio %1&lt;/h3&gt;&lt;p&gt;An IDE for writing IncursionScript modules for the Incursion roguelike.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Incursion Studio %1&lt;/h3&gt;&lt;p&gt;Eine Entwicklungsumgebung für IncursionScript-Module des Roguelikes Incursion.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation>&amp;Debuggen</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungesicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>New &amp;Module...</source>
        <translation>Neues &amp;Modul...</translation>
    </message>
    <message>
        <source>&amp;Welcome Page</source>
        <translation>&amp;Willkommensseite</translation>
    </message>
    <message>
        <source>New Module</source>
        <translation>Neues Modul</translation>
    </message>
    <message>
        <source>No module templates were found in %1.</source>
        <translation>In %1 wurden keine Modulvorlagen gefunden.</translation>
    </message>
    <message>
        <source>Open the Example</source>
        <translation>Beispiel öffnen</translation>
    </message>
    <message>
        <source>The example module is not installed.</source>
        <translation>Das Beispielmodul ist nicht installiert.</translation>
    </message>
    <message>
        <source>Vault painter</source>
        <translation>Gewölbe-Editor</translation>
    </message>
    <message>
        <source>World editor</source>
        <translation>Welt-Editor</translation>
    </message>
    <message>
        <source>Disassembly</source>
        <translation>Disassemblierung</translation>
    </message>
    <message>
        <source>Playtest panel</source>
        <translation>Testspiel-Fenster</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>&amp;Tastenkürzel...</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ModuleBrowserDock</name>
    <message>
        <source>event handler</source>
        <translation>Ereignis-Handler</translation>
    </message>
    <message>
        <source>gear condition</source>
        <translation>Ausrüstungsbedingung</translation>
    </message>
    <message>
        <source>encounter condition</source>
        <translation>Begegnungsbedingung</translation>
    </message>
    <message>
        <source>Module Browser</source>
        <translation>Modul-Browser</translation>
    </message>
    <message>
        <source>Filter resources</source>
        <translation>Ressourcen filtern</translation>
    </message>
    <message>
        <source>Double-click a resource to see its source, a function to see its disassembly</source>
        <translation>Doppelklick auf eine Ressource zeigt ihren Quelltext, auf eine Funktion ihre Disassemblierung</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1
%2:%3</source>
        <translation>%1
%2:%3</translation>
    </message>
    <message>
        <source>Fields: %1</source>
        <translation>Felder: %1</translation>
    </message>
    <message>
        <source>%1, %2 instructions</source>
        <translation>%1, %2 Befehle</translation>
    </message>
    <message>
        <source>script function</source>
        <translation>Skriptfunktion</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Functions</source>
        <translation>Funktionen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n of its event handlers can run in a playtest</source>
        <translation>
            <numerusform>%n seiner Ereignis-Handler kann im Testspiel laufen</numerusform>
            <numerusform>%n seiner Ereignis-Handler können im Testspiel laufen</numerusform>
        </translation>
    </message>
    <message>
        <source>All functions</source>
        <translation>Alle Funktionen</translation>
    </message>
    <message>
        <source>Handlers that run in a playtest</source>
        <translation>Handler, die im Testspiel laufen</translation>
    </message>
    <message>
        <source>Handlers that cannot run</source>
        <translation>Handler, die nicht laufen können</translation>
    </message>
    <message>
        <source>Show the event handlers the runtime can run in a playtest, or those it cannot</source>
        <translation>Die Ereignis-Handler zeigen, die die Laufzeit im Testspiel ausführen kann, oder die, die sie nicht ausführen kann</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>läuft nicht</translation>
    </message>
    <message>
        <source>Can run in a playtest.</source>
        <translation>Kann im Testspiel laufen.</translation>
    </message>
    <message>
        <source>Cannot run in a playtest:</source>
        <translation>Kann im Testspiel nicht laufen:</translation>
    </message>
    <message>
        <source>Can run in a playtest (%1).</source>
        <translation>Kann im Testspiel laufen (%1).</translation>
    </message>
</context>
<context>
    <name>incursion::studio::NewModuleWizard</name>
    <message>
        <source>&amp;Extends:</source>
        <translation>&amp;Erweitert:</translation>
    </message>
    <message>
        <source>New Module</source>
        <translation>Neues Modul</translation>
    </message>
    <message>
        <source>Name and Location</source>
        <translation>Name und Ort</translation>
    </message>
    <message>
        <source>The module&apos;s name is what the game shows; its folder is made from it.</source>
        <translation>Den Namen des Moduls zeigt das Spiel an; sein Ordner wird danach benannt.</translation>
    </message>
    <message>
        <source>The Sunken Cellars</source>
        <translation>Die versunkenen Keller</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Create &amp;in:</source>
        <translation>Anlegen &amp;in:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Create the Module In</source>
        <translation>Modul anlegen in</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>What the new module starts with.</source>
        <translation>Womit das neue Modul beginnt.</translation>
    </message>
    <message>
        <source>Br&amp;owse...</source>
        <translation>Du&amp;rchsuchen...</translation>
    </message>
    <message>
        <source>The Module&apos;s Main File</source>
        <translation>Hauptdatei des Moduls</translation>
    </message>
    <message>
        <source>IncursionScript main files (*.irc)</source>
        <translation>IncursionScript-Hauptdateien (*.irc)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Finish writes these files and opens the module.</source>
        <translation>Fertigstellen schreibt diese Dateien und öffnet das Modul.</translation>
    </message>
    <message>
        <source>Choose the folder to make the module in.</source>
        <translation>Wählen Sie den Ordner, in dem das Modul angelegt wird.</translation>
    </message>
    <message>
        <source>%1 has no main .irc file.</source>
        <translation>%1 hat keine .irc-Hauptdatei.</translation>
    </message>
    <message>
        <source>%1 declares no Module name.</source>
        <translation>%1 deklariert keinen Module-Namen.</translation>
    </message>
    <message>
        <source>Cannot extend it: %1</source>
        <translation>Kann nicht erweitert werden: %1</translation>
    </message>
    <message>
        <source>Extends the module “%1”.</source>
        <translation>Erweitert das Modul „%1“.</translation>
    </message>
    <message>
        <source>Module: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Modul: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <source>Template: %1</source>
        <translation>Vorlage: %1</translation>
    </message>
    <message>
        <source>Requires: %1 (%2)</source>
        <translation>Setzt voraus: %1 (%2)</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>Dateien:</translation>
    </message>
</context>
<context>
    <name>incursion::studio::NewWorldDialog</name>
    <message>
        <source>Generate from seed</source>
        <translation>Aus Startwert erzeugen</translation>
    </message>
    <message>
        <source>New World</source>
        <translation>Neue Welt</translation>
    </message>
    <message>
        <source>Size (cells):</source>
        <translation>Größe (Zellen):</translation>
    </message>
    <message>
        <source>Schema:</source>
        <translation>Schema:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
</context>
<context>
    <name>incursion::studio::OutlineDock</name>
    <message>
        <source>Outline</source>
        <translation>Gliederung</translation>
    </message>
    <message>
        <source>Filter resources and handlers</source>
        <translation>Ressourcen und Handler filtern</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <source>On %1</source>
        <translation>On %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PathListEdit</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach o&amp;ben</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>A&amp;dd...</source>
        <translation>Hin&amp;zufügen...</translation>
    </message>
    <message>
        <source>Include Folder</source>
        <translation>Include-Ordner</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PlacementPreviewPanel</name>
    <message>
        <source>Statistics…</source>
        <translation>Statistik…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Generate %1 levels as the game makes them and count where and why the vault was placed or not</source>
        <translation>%1 Ebenen so erzeugen, wie das Spiel sie erzeugt, und zählen, wo und warum die Kammer platziert wurde oder nicht</translation>
    </message>
    <message>
        <source>Statistics of %1 levels show here.</source>
        <translation>Hier erscheint die Statistik über %1 Ebenen.</translation>
    </message>
    <message>
        <source>The placement preview shows once the vault is painted.</source>
        <translation>Die Platzierungsvorschau erscheint, sobald die Kammer gemalt ist.</translation>
    </message>
    <message>
        <source>%1: %2. Six levels generated by the game&apos;s generator, seeds %3 to %4:</source>
        <translation>%1: %2. Sechs Ebenen, erzeugt vom Generator des Spiels, Startwerte %3 bis %4:</translation>
    </message>
    <message>
        <source>The vault at %1,%2 (outlined)</source>
        <translation>Die Kammer bei %1,%2 (umrandet)</translation>
    </message>
    <message>
        <source>Seed %1, depth %2, %3</source>
        <translation>Startwert %1, Tiefe %2, %3</translation>
    </message>
    <message>
        <source>Seed %1, depth %2: not placed, %3</source>
        <translation>Startwert %1, Tiefe %2: nicht platziert, %3</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <source>Start a playtest on this level (seed %1, depth %2) inside the vault; breakpoints are active</source>
        <translation>Ein Testspiel auf dieser Ebene (Startwert %1, Tiefe %2) in der Kammer starten; Haltepunkte sind aktiv</translation>
    </message>
    <message>
        <source>Generating %1 levels…</source>
        <translation>%1 Ebenen werden erzeugt…</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PlaytestController</name>
    <message>
        <source>Start &amp;Playtest</source>
        <translation>&amp;Testspiel starten</translation>
    </message>
    <message>
        <source>&amp;Reload and Replay</source>
        <translation>&amp;Neu laden und wiederholen</translation>
    </message>
    <message>
        <source>Rebuild, restart the playtest from the new module and replay it to where it was (Ctrl+Shift+F5)</source>
        <translation>Neu erstellen, das Testspiel mit dem neuen Modul neu starten und bis zur bisherigen Stelle wiederholen (Strg+Umschalt+F5)</translation>
    </message>
    <message>
        <source>Playtest &amp;Report</source>
        <translation>Testspie&amp;lbericht</translation>
    </message>
    <message>
        <source>Play &amp;World</source>
        <translation>&amp;Welt spielen</translation>
    </message>
    <message>
        <source>Start the playtest on the world&apos;s local tiles, from its first dungeon site (F5 while a world is the current document)</source>
        <translation>Das Testspiel auf den lokalen Kacheln der Welt starten, an ihrem ersten Dungeon-Ort (F5, solange eine Welt das aktuelle Dokument ist)</translation>
    </message>
    <message>
        <source>%1: no cell of the world can be walked on</source>
        <translation>%1: Keine Zelle der Welt ist begehbar</translation>
    </message>
    <message>
        <source>Open the playtest report of the game as it stands, or as it ended</source>
        <translation>Den Testspielbericht zum aktuellen oder letzten Spielstand öffnen</translation>
    </message>
    <message>
        <source>Playtest Report</source>
        <translation>Testspielbericht</translation>
    </message>
    <message>
        <source>The playtest report (a morgue file)</source>
        <translation>Der Testspielbericht (eine Morgue-Datei)</translation>
    </message>
    <message>
        <source>Cell %1,%2 cannot be played: %3</source>
        <translation>Zelle %1,%2 kann nicht gespielt werden: „%3“</translation>
    </message>
    <message>
        <source>The world&apos;s unsaved cells cannot be played: %1</source>
        <translation>Die nicht gespeicherten Zellen der Welt können nicht gespielt werden: %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PlaytestDock</name>
    <message>
        <source> (wielded)</source>
        <translation> (geführt)</translation>
    </message>
    <message>
        <source> (worn)</source>
        <translation> (getragen)</translation>
    </message>
    <message>
        <source>Drink which potion?</source>
        <translation>Welchen Trank trinken?</translation>
    </message>
    <message>
        <source>Read which scroll?</source>
        <translation>Welche Schriftrolle lesen?</translation>
    </message>
    <message>
        <source>Zap which wand?</source>
        <translation>Welchen Zauberstab benutzen?</translation>
    </message>
    <message>
        <source>Eat what?</source>
        <translation>Was essen?</translation>
    </message>
    <message>
        <source>Wield or wear which item?</source>
        <translation>Welchen Gegenstand führen oder anlegen?</translation>
    </message>
    <message>
        <source>Take off which item?</source>
        <translation>Welchen Gegenstand ablegen?</translation>
    </message>
    <message>
        <source>Wield/Wear</source>
        <translation>Führen/Anlegen</translation>
    </message>
    <message>
        <source>Take Off</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Cast which spell?</source>
        <translation>Welchen Zauber wirken?</translation>
    </message>
    <message>
        <source>Use which item?</source>
        <translation>Welchen Gegenstand benutzen?</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>Inventar</translation>
    </message>
    <message>
        <source>You carry nothing.</source>
        <translation>Du trägst nichts bei dir.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <source>Constitution</source>
        <translation>Konstitution</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligenz</translation>
    </message>
    <message>
        <source>Wisdom</source>
        <translation>Weisheit</translation>
    </message>
    <message>
        <source>Charisma</source>
        <translation>Charisma</translation>
    </message>
    <message>
        <source>%1, level %2, %3 experience</source>
        <translation>%1, Stufe %2, %3 Erfahrung</translation>
    </message>
    <message>
        <source>Hit points %1 / %2, mana %3 / %4</source>
        <translation>Trefferpunkte %1 / %2, Mana %3 / %4</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Defence %1, to-hit %2, armour %3</source>
        <translation>Verteidigung %1, Treffer %2, Rüstung %3</translation>
    </message>
    <message>
        <source>Speed %1%, movement %2%</source>
        <translation>Tempo %1 %, Bewegung %2 %</translation>
    </message>
    <message>
        <source>Spell: %1</source>
        <translation>Zauber: %1</translation>
    </message>
    <message>
        <source>Character Sheet</source>
        <translation>Charakterbogen</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A Script Asks</source>
        <translation>Ein Skript fragt</translation>
    </message>
    <message>
        <source>Travel</source>
        <translation>Reisen</translation>
    </message>
    <message>
        <source>Horse to %1 (%2 hours)</source>
        <translation>Pferd nach %1 (%2 Stunden)</translation>
    </message>
    <message>
        <source>Ship to %1 (%2 hours)</source>
        <translation>Schiff nach %1 (%2 Stunden)</translation>
    </message>
    <message>
        <source>Airship to %1 (%2 hours)</source>
        <translation>Luftschiff nach %1 (%2 Stunden)</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>Messages of the game appear here.</source>
        <translation>Hier erscheinen die Meldungen des Spiels.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Start a new game with these options</source>
        <translation>Ein neues Spiel mit diesen Optionen starten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Hold the bot between its steps</source>
        <translation>Den Bot zwischen seinen Schritten anhalten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Das Spiel beenden</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>First offered</source>
        <translation>Erste angebotene</translation>
    </message>
    <message>
        <source>&amp;Race:</source>
        <translation>&amp;Volk:</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>&amp;Klasse:</translation>
    </message>
    <message>
        <source>Race decides</source>
        <translation>Volk entscheidet</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Männlich</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Weiblich</translation>
    </message>
    <message>
        <source>Se&amp;x:</source>
        <translation>Geschl&amp;echt:</translation>
    </message>
    <message>
        <source>The player&apos;s sex at the next start, chosen before the race; &quot;Race decides&quot;: male, or female when the race accepts only that</source>
        <translation>Das Geschlecht des Spielers beim nächsten Start, vor dem Volk gewählt; „Volk entscheidet“: männlich, oder weiblich, wenn das Volk nur das annimmt</translation>
    </message>
    <message>
        <source>The player&apos;s race at the next start; the list fills when a game has started</source>
        <translation>Das Volk des Spielers beim nächsten Start; die Liste füllt sich, sobald ein Spiel gestartet ist</translation>
    </message>
    <message>
        <source>The player&apos;s class at the next start; the list fills when a game has started</source>
        <translation>Die Klasse des Spielers beim nächsten Start; die Liste füllt sich, sobald ein Spiel gestartet ist</translation>
    </message>
    <message>
        <source>The random seed: the same seed and commands play the same game</source>
        <translation>Der Startwert des Zufallsgenerators: Gleicher Startwert und gleiche Befehle ergeben dasselbe Spiel</translation>
    </message>
    <message>
        <source>&amp;Depth:</source>
        <translation>&amp;Tiefe:</translation>
    </message>
    <message>
        <source>The dungeon level the player starts on</source>
        <translation>Die Ebene des Dungeons, auf der die Spielfigur beginnt</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Erkunden</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Kämpfen</translation>
    </message>
    <message>
        <source>&amp;Bot:</source>
        <translation>B&amp;ot:</translation>
    </message>
    <message>
        <source>Let a bot play: it explores the levels, or stays and fights</source>
        <translation>Einen Bot spielen lassen: Er erkundet die Ebenen oder bleibt und kämpft</translation>
    </message>
    <message>
        <source> steps/s</source>
        <translation> Schritte/s</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Schnellstmöglich</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Geschwindigkeit:</translation>
    </message>
    <message>
        <source>The bot&apos;s steps per second; 0 plays as fast as it can</source>
        <translation>Schritte des Bots pro Sekunde; 0 spielt so schnell wie möglich</translation>
    </message>
    <message>
        <source>Save Snapshot</source>
        <translation>Momentaufnahme speichern</translation>
    </message>
    <message>
        <source>Keep the game as it is now, to come back to it</source>
        <translation>Den jetzigen Stand des Spiels festhalten, um später dorthin zurückzukehren</translation>
    </message>
    <message>
        <source>Load Snapshot</source>
        <translation>Momentaufnahme laden</translation>
    </message>
    <message>
        <source>Go back to the saved snapshot</source>
        <translation>Zur gespeicherten Momentaufnahme zurückkehren</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-, Ctrl+wheel)</source>
        <translation>Verkleinern (Strg+-, Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Zoom; Ctrl+0 resets it</source>
        <translation>Zoomstufe; Strg+0 setzt sie zurück</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+=, Ctrl+wheel)</source>
        <translation>Vergrößern (Strg+=, Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Fit the whole level into the map</source>
        <translation>Die ganze Ebene in die Karte einpassen</translation>
    </message>
    <message>
        <source>Open Debugger</source>
        <translation>Debugger öffnen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Kein Spiel</translation>
    </message>
    <message>
        <source>HP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>Mana %1 / %2</source>
        <translation>Mana %1 / %2</translation>
    </message>
    <message>
        <source>Speed %1%</source>
        <translation>Geschwindigkeit %1 %</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>World %1,%2</source>
        <translation>Welt %1,%2</translation>
    </message>
    <message>
        <source>World %1,%2, depth %3</source>
        <translation>Welt %1,%2, Tiefe %3</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Dead: %1</source>
        <translation>Tot: %1</translation>
    </message>
    <message>
        <source>&amp;God:</source>
        <translation>G&amp;ott:</translation>
    </message>
    <message>
        <source>Module decides</source>
        <translation>Modul entscheidet</translation>
    </message>
    <message>
        <source>The god a character of a religious class worships at the next start; &quot;Module decides&quot;: the module&apos;s character creation chooses or asks. The list fills when a game has started</source>
        <translation>Der Gott, den eine Figur einer religiösen Klasse beim nächsten Start verehrt; „Modul entscheidet“: die Charaktererschaffung des Moduls wählt oder fragt. Die Liste füllt sich, sobald ein Spiel gestartet wurde</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>No god</source>
        <translation>Kein Gott</translation>
    </message>
    <message>
        <source>God: %1</source>
        <translation>Gott: %1</translation>
    </message>
    <message>
        <source>Paused: keys and clicks wait until you resume</source>
        <translation>Angehalten: Tasten und Klicks warten, bis du fortsetzt</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Show or hide the game&apos;s choices: seed, depth, bot, speed, race, class, sex and god</source>
        <translation>Die Auswahl des Spiels zeigen oder verbergen: Startwert, Tiefe, Bot, Geschwindigkeit, Volk, Klasse, Geschlecht und Gott</translation>
    </message>
    <message>
        <source>Bloated</source>
        <translation>Überfressen</translation>
    </message>
    <message>
        <source>Peckish</source>
        <translation>Leicht hungrig</translation>
    </message>
    <message>
        <source>Hungry</source>
        <translation>Hungrig</translation>
    </message>
    <message>
        <source>Starving</source>
        <translation>Ausgehungert</translation>
    </message>
    <message>
        <source>Weak</source>
        <translation>Geschwächt</translation>
    </message>
    <message>
        <source>Fainting</source>
        <translation>Einer Ohnmacht nahe</translation>
    </message>
    <message>
        <source>Starved!</source>
        <translation>Verhungert!</translation>
    </message>
    <message>
        <source>Feat: %1</source>
        <translation>Talent: %1</translation>
    </message>
    <message>
        <source>Ride from this world cell&apos;s stables, harbor or airport (T; elsewhere T throws)</source>
        <translation>Vom Stall, Hafen oder Flughafen dieser Weltzelle aus reisen (T; anderswo wirft T)</translation>
    </message>
    <message>
        <source>Aim: click a creature or a cell, or a direction key; Enter: the nearest enemy; Esc: cancel</source>
        <translation>Zielen: eine Kreatur oder ein Feld anklicken oder eine Richtungstaste; Eingabe: der nächste Feind; Esc: abbrechen</translation>
    </message>
    <message>
        <source>Companion: %1, CR %2, %3 / %4 HP</source>
        <translation>Gefährte: %1, HG %2, %3 / %4 TP</translation>
    </message>
    <message>
        <source>Domains: %1</source>
        <translation>Domänen: %1</translation>
    </message>
    <message>
        <source>Drop which item?</source>
        <translation>Welchen Gegenstand ablegen?</translation>
    </message>
    <message>
        <source>Saves: Fortitude %1, Reflex %2, Will %3</source>
        <translation>Rettungswürfe: Zähigkeit %1, Reflex %2, Wille %3</translation>
    </message>
    <message>
        <source>Skill: %1, ranks %2 (%3)</source>
        <translation>Fertigkeit: %1, Ränge %2 (%3)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PlaytestMapView</name>
    <message>
        <source>Playtest map</source>
        <translation>Karte des Testspiels</translation>
    </message>
    <message>
        <source>in sight</source>
        <translation>in Sicht</translation>
    </message>
    <message>
        <source>remembered</source>
        <translation>in Erinnerung</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <translation>%1, %2: %3 (%4)</translation>
    </message>
    <message>
        <source>%1, %2: %3 %4</source>
        <translation>%1, %2: %3 %4</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>hostile</source>
        <translation>feindlich</translation>
    </message>
    <message>
        <source>peaceful</source>
        <translation>friedlich</translation>
    </message>
    <message>
        <source>ally</source>
        <translation>verbündet</translation>
    </message>
    <message>
        <source>%1 (%2): %3 / %4 HP</source>
        <translation>%1 (%2): %3 / %4 TP</translation>
    </message>
    <message>
        <source>No game is running.
Start a playtest to see the level here.</source>
        <translation>Es läuft kein Spiel.
Starten Sie ein Testspiel, um hier die Ebene zu sehen.</translation>
    </message>
    <message>
        <source>companion</source>
        <translation>Gefährte</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PlaytestSession</name>
    <message>
        <source>You arrive at (%1, %2).</source>
        <translation>Du bist bei (%1, %2) angekommen.</translation>
    </message>
    <message>
        <source>You do not know what is at (%1, %2): travel goes only where you have explored.</source>
        <translation>Du weißt nicht, was bei (%1, %2) ist: Reisen führt nur dorthin, wo du schon warst.</translation>
    </message>
    <message>
        <source>No known way leads to (%1, %2).</source>
        <translation>Kein bekannter Weg führt nach (%1, %2).</translation>
    </message>
    <message>
        <source>Travel stopped: the way is blocked.</source>
        <translation>Reise abgebrochen: Der Weg ist versperrt.</translation>
    </message>
    <message>
        <source>Travel stopped: a hostile creature is in view.</source>
        <translation>Reise abgebrochen: Eine feindliche Kreatur ist in Sicht.</translation>
    </message>
    <message>
        <source>Travel stopped: you were hurt.</source>
        <translation>Reise abgebrochen: Du wurdest verletzt.</translation>
    </message>
    <message>
        <source>Travel stopped: a question or a message needs your attention.</source>
        <translation>Reise abgebrochen: Eine Frage oder Nachricht erfordert deine Aufmerksamkeit.</translation>
    </message>
    <message>
        <source>Travel stopped.</source>
        <translation>Reise abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>, %n turn(s) left</source>
        <translation>
            <numerusform>, noch %n Runde</numerusform>
            <numerusform>, noch %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (creature %2)</source>
        <translation>%1 (Kreatur %2)</translation>
    </message>
    <message>
        <source>Hit points %1 / %2</source>
        <translation>Trefferpunkte %1 / %2</translation>
    </message>
    <message>
        <source>Mana %1 / %2</source>
        <translation>Mana %1 / %2</translation>
    </message>
    <message>
        <source>Level %1, challenge %2</source>
        <translation>Stufe %1, Herausforderungsgrad %2</translation>
    </message>
    <message>
        <source>Hit +%1, defence %2, armour %3</source>
        <translation>Trefferbonus +%1, Verteidigung %2, Rüstung %3</translation>
    </message>
    <message>
        <source>Speed %1%, move %2%</source>
        <translation>Geschwindigkeit %1 %, Bewegung %2 %</translation>
    </message>
    <message>
        <source>Str %1, Dex %2, Con %3, Int %4, Wis %5, Cha %6</source>
        <translation>ST %1, GE %2, KO %3, IN %4, WE %5, CH %6</translation>
    </message>
    <message>
        <source>At %1, %2</source>
        <translation>Position %1, %2</translation>
    </message>
    <message>
        <source>Attitude: %1</source>
        <translation>Haltung: %1</translation>
    </message>
    <message>
        <source>No stati</source>
        <translation>Keine Stati</translation>
    </message>
    <message>
        <source>Acts in %1 ticks</source>
        <translation>Handelt in %1 Ticks</translation>
    </message>
    <message>
        <source>Carries %1</source>
        <translation>Trägt %1</translation>
    </message>
    <message>
        <source>%1 (item %2)</source>
        <translation>%1 (Gegenstand %2)</translation>
    </message>
    <message>
        <source>Quantity %1</source>
        <translation>Anzahl %1</translation>
    </message>
    <message>
        <source>Effect %1%2</source>
        <translation>Effekt %1%2</translation>
    </message>
    <message>
        <source> (unidentified)</source>
        <translation> (nicht identifiziert)</translation>
    </message>
    <message>
        <source>Charges %1</source>
        <translation>Ladungen %1</translation>
    </message>
    <message>
        <source>Nothing (%1)</source>
        <translation>Nichts (%1)</translation>
    </message>
    <message>
        <source>A script failed: %1</source>
        <translation>Ein Skript ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The replay diverged at step %1 of %2 (turn %3): the change alters the game. The game stops there.</source>
        <translation>Die Wiederholung ist bei Schritt %1 von %2 (Runde %3) abgewichen: Die Änderung verändert das Spiel. Das Spiel hält dort an.</translation>
    </message>
    <message>
        <source>Replayed %1 of %2 steps to turn %3.</source>
        <translation>%1 von %2 Schritten bis Runde %3 wiederholt.</translation>
    </message>
    <message>
        <source>The game stopped: %1</source>
        <translation>Das Spiel wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>The playtest ended.</source>
        <translation>Das Testspiel ist beendet.</translation>
    </message>
    <message>
        <source>The playtest did not start.</source>
        <translation>Das Testspiel ließ sich nicht starten.</translation>
    </message>
    <message>
        <source>Snapshot saved at turn %1.</source>
        <translation>Momentaufnahme in Runde %1 gespeichert.</translation>
    </message>
    <message>
        <source>The snapshot does not load: %1</source>
        <translation>Die Momentaufnahme lässt sich nicht laden: %1</translation>
    </message>
    <message>
        <source>Snapshot loaded: back at turn %1.</source>
        <translation>Momentaufnahme geladen: zurück in Runde %1.</translation>
    </message>
    <message>
        <source>The bot is paused; uncheck Pause to let it go on.</source>
        <translation>Der Bot ist angehalten; „Anhalten“ abwählen, damit er weiterspielt.</translation>
    </message>
    <message>
        <source>The playtest did not start: %1</source>
        <translation>Der Spieltest ist nicht gestartet: %1</translation>
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
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>Text Editor</source>
        <translation>Texteditor</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Indent with &amp;tabs</source>
        <translation>Mit &amp;Tabs einrücken</translation>
    </message>
    <message>
        <source>Show white &amp;space</source>
        <translation>&amp;Leerraum anzeigen</translation>
    </message>
    <message>
        <source>Wra&amp;p long lines</source>
        <translation>Lange Zeilen &amp;umbrechen</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> Spalten</translation>
    </message>
    <message>
        <source>&amp;Font:</source>
        <translation>&amp;Schriftart:</translation>
    </message>
    <message>
        <source>Font si&amp;ze:</source>
        <translation>Schrift&amp;größe:</translation>
    </message>
    <message>
        <source>&amp;Indent width:</source>
        <translation>&amp;Einrückungsbreite:</translation>
    </message>
    <message>
        <source>Ta&amp;b width:</source>
        <translation>Ta&amp;bbreite:</translation>
    </message>
    <message>
        <source>Tab inserts spaces up to the next indentation column unless you indent with tabs; files keep the tabs and spaces they have.</source>
        <translation>Tab fügt Leerzeichen bis zur nächsten Einrückungsspalte ein, außer Sie rücken mit Tabs ein; Dateien behalten ihre Tabs und Leerzeichen.</translation>
    </message>
    <message>
        <source>Default &amp;include paths:</source>
        <translation>Standard-&amp;Include-Pfade:</translation>
    </message>
    <message>
        <source>&amp;Macros, one per line (NAME or NAME=VALUE):</source>
        <translation>&amp;Makros, eines pro Zeile (NAME oder NAME=WERT):</translation>
    </message>
    <message>
        <source>Searched after each project&apos;s own include paths (Project &gt; Project Settings), in this order, by the live check, Build Module, the debugger and the playtest. A relative path starts at your home folder.</source>
        <translation>Nach den Include-Pfaden des jeweiligen Projekts (Projekt &gt; Projekteinstellungen) in dieser Reihenfolge durchsucht, von der laufenden Prüfung, Modul erstellen, dem Debugger und dem Testspiel. Ein relativer Pfad beginnt in Ihrem Home-Ordner.</translation>
    </message>
    <message>
        <source>Defined before every module&apos;s main file, as -D does for incc.</source>
        <translation>Vor der Hauptdatei jedes Moduls definiert, wie -D bei incc.</translation>
    </message>
    <message>
        <source> steps/s</source>
        <translation> Schritte/s</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Schnellstmöglich</translation>
    </message>
    <message>
        <source>%1 px</source>
        <translation>%1 px</translation>
    </message>
    <message>
        <source>Default &amp;seed:</source>
        <translation>Standard-&amp;Startwert:</translation>
    </message>
    <message>
        <source>&amp;Bot speed:</source>
        <translation>&amp;Bot-Geschwindigkeit:</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Kachelgröße:</translation>
    </message>
    <message>
        <source>The Playtest panel starts with this seed and bot speed (change them there for one game); the map draws its tiles at this size, and Ctrl+0 returns to it.</source>
        <translation>Das Testspiel-Fenster beginnt mit diesem Startwert und dieser Bot-Geschwindigkeit (dort für ein Spiel änderbar); die Karte zeichnet ihre Kacheln in dieser Größe, Strg+0 kehrt zu ihr zurück.</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Not NAME or NAME=VALUE (NAME a letter or _, then letters, digits or _): %1</source>
        <translation>Nicht NAME oder NAME=WERT (NAME: ein Buchstabe oder _, dann Buchstaben, Ziffern oder _): %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ProblemsDock</name>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation>Zeile:Spalte</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Show or hide: %1</source>
        <translation>Ein- oder ausblenden: %1</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 Warnung</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 Warnungen</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Found by the latest build; listed until the next build</source>
        <translation>Vom letzten Erstellen gefunden; bleibt bis zum nächsten Erstellen aufgeführt</translation>
    </message>
    <message>
        <source>Found by the live check of the current text</source>
        <translation>Von der laufenden Prüfung des aktuellen Textes gefunden</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Gewölbe</translation>
    </message>
    <message>
        <source>Found by the vault painter&apos;s check of Region &quot;%1&quot;</source>
        <translation>Gefunden von der Prüfung der Region &quot;%1&quot; im Gewölbe-Editor</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ProjectFilesController</name>
    <message>
        <source>The file needs a name.</source>
        <translation>Die Datei braucht einen Namen.</translation>
    </message>
    <message>
        <source>A file name cannot contain &apos;/&apos; or &apos;\&apos;.</source>
        <translation>Ein Dateiname darf weder „/“ noch „\“ enthalten.</translation>
    </message>
    <message>
        <source>New &amp;File...</source>
        <translation>&amp;Neue Datei...</translation>
    </message>
    <message>
        <source>Make a resource file (.irh) and include it from the main file</source>
        <translation>Eine Ressourcendatei (.irh) anlegen und in der Hauptdatei einbinden</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Open a project with a main file first.</source>
        <translation>Öffnen Sie zuerst ein Projekt mit einer Hauptdatei.</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 existiert bereits.</translation>
    </message>
    <message>
        <source>%1 was made, but the main file cannot include it: its folder is not on the include path (Project &gt; Project Settings).</source>
        <translation>%1 wurde angelegt, aber die Hauptdatei kann sie nicht einbinden: Ihr Ordner liegt nicht im Include-Pfad (Projekt &gt; Projekteinstellungen).</translation>
    </message>
    <message>
        <source>Made %1.</source>
        <translation>%1 angelegt.</translation>
    </message>
    <message>
        <source>The rename was cancelled.</source>
        <translation>Das Umbenennen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>%1 kann nicht in %2 umbenannt werden.</translation>
    </message>
    <message>
        <source>Renamed %1 to %2.</source>
        <translation>%1 in %2 umbenannt.</translation>
    </message>
    <message>
        <source>The deletion was cancelled.</source>
        <translation>Das Löschen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot move %1 to the trash.</source>
        <translation>%1 kann nicht in den Papierkorb verschoben werden.</translation>
    </message>
    <message>
        <source>Moved %1 to the trash.</source>
        <translation>%1 in den Papierkorb verschoben.</translation>
    </message>
    <message>
        <source>&amp;Rename...</source>
        <translation>&amp;Umbenennen...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Reveal in File &amp;Manager</source>
        <translation>Im Datei&amp;manager anzeigen</translation>
    </message>
    <message>
        <source>New File</source>
        <translation>Neue Datei</translation>
    </message>
    <message>
        <source>Resource file name (in %1):</source>
        <translation>Name der Ressourcendatei (in %1):</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>Move %1 to the trash?</source>
        <translation>%1 in den Papierkorb verschieben?</translation>
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
        <source>Re&amp;quires:</source>
        <translation>&amp;Setzt voraus:</translation>
    </message>
    <message>
        <source>The main files of the modules this one Requires, in load order: the playtest builds and loads them first</source>
        <translation>Die Hauptdateien der Module, die dieses per Requires voraussetzt, in Ladereihenfolge: Das Testspiel erstellt und lädt sie zuerst</translation>
    </message>
    <message>
        <source>Main File of a Required Module</source>
        <translation>Hauptdatei eines vorausgesetzten Moduls</translation>
    </message>
    <message>
        <source>Paths are relative to the project folder. Includes are searched in the including file&apos;s folder first, then in these folders in order, then in the default include paths of Preferences &gt; Build.</source>
        <translation>Pfade sind relativ zum Projektordner. Includes werden zuerst im Ordner der einbindenden Datei gesucht, dann der Reihe nach in diesen Ordnern, dann in den Standard-Include-Pfaden unter Einstellungen &gt; Erstellen.</translation>
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
    <name>incursion::studio::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungesicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Incursion Studio did not close normally. These files had changes that were not saved. Restore opens a file with its recovered text, unsaved; Discard forgets it.</source>
        <translation>Incursion Studio wurde nicht normal beendet. Diese Dateien hatten ungesicherte Änderungen. „Wiederherstellen“ öffnet eine Datei mit dem geretteten Text, ungesichert; „Verwerfen“ vergisst ihn.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Restore &amp;All</source>
        <translation>&amp;Alle wiederherstellen</translation>
    </message>
    <message>
        <source>Discard A&amp;ll</source>
        <translation>A&amp;lle verwerfen</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>&amp;Später entscheiden</translation>
    </message>
    <message>
        <source>Keep the recovered copies and ask again at the next start</source>
        <translation>Die geretteten Kopien behalten und beim nächsten Start erneut fragen</translation>
    </message>
    <message>
        <source>%1
Recovered from %2. Lines marked + are in the recovered text only, - on disk only.</source>
        <translation>%1
Gerettet am %2. Mit + markierte Zeilen stehen nur im geretteten Text, mit - markierte nur auf der Festplatte.</translation>
    </message>
    <message>
        <source>%1
Recovered from %2. The file no longer exists on disk; restoring opens it unsaved under its old name.</source>
        <translation>%1
Gerettet am %2. Die Datei existiert nicht mehr; Wiederherstellen öffnet sie ungesichert unter ihrem alten Namen.</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ReferencesDock</name>
    <message>
        <source>References</source>
        <translation>Verweise</translation>
    </message>
    <message>
        <source>Press Shift+F2 on a name to list its references.</source>
        <translation>Umschalt+F2 auf einem Namen listet seine Verweise auf.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>No references to %1</source>
        <translation>Keine Verweise auf %1</translation>
    </message>
    <message>
        <source>1 reference to %1 in %2 file(s)</source>
        <translation>1 Verweis auf %1 in %2 Datei(en)</translation>
    </message>
    <message>
        <source>%1 references to %2 in %3 file(s)</source>
        <translation>%1 Verweise auf %2 in %3 Datei(en)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ResizeVaultDialog</name>
    <message>
        <source>Resize Vault</source>
        <translation>Gewölbegröße ändern</translation>
    </message>
    <message>
        <source>Keep the old cells at this side</source>
        <translation>Die alten Zellen auf dieser Seite behalten</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>Anchor:</source>
        <translation>Anker:</translation>
    </message>
    <message>
        <source>&amp;New cells:</source>
        <translation>&amp;Neue Zellen:</translation>
    </message>
</context>
<context>
    <name>incursion::studio::RunFunctionDialog</name>
    <message>
        <source>&quot;%1&quot; is not an integer</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message numerus="yes">
        <source>expected %n argument(s)</source>
        <translation>
            <numerusform>%n Argument erwartet</numerusform>
            <numerusform>%n Argumente erwartet</numerusform>
        </translation>
    </message>
    <message>
        <source>Run Function</source>
        <translation>Funktion ausführen</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n Parameter</numerusform>
            <numerusform>%n Parameter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n integer(s), separated by commas</source>
        <translation>
            <numerusform>%n ganze Zahl</numerusform>
            <numerusform>%n ganze Zahlen, durch Kommas getrennt</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>The module has no script functions.</source>
        <translation>Das Modul hat keine Skriptfunktionen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ScriptEditor</name>
    <message>
        <source>&lt;b&gt;This file has very long lines&lt;/b&gt; (the longest is %1), so they are shown cut into chunks of about %2 to keep typing fast. The breaks between the chunks are not in the file and are never saved.</source>
        <translation>&lt;b&gt;Diese Datei hat sehr lange Zeilen&lt;/b&gt; (die längste hat %1), daher werden sie in Abschnitte von etwa %2 zerteilt angezeigt, damit das Tippen schnell bleibt. Die Umbrüche zwischen den Abschnitten stehen nicht in der Datei und werden nie gespeichert.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file</source>
        <translation>%1 kann nicht geöffnet werden: Es ist keine normale Datei</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ShortcutsEditor</name>
    <message>
        <source>Rese&amp;t</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset A&amp;ll</source>
        <translation>&amp;Alle zurücksetzen</translation>
    </message>
    <message>
        <source>Filter by action, menu or shortcut</source>
        <translation>Nach Aktion, Menü oder Tastenkürzel filtern</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Press the new key combination; the clear button removes the shortcut</source>
        <translation>Drücken Sie die neue Tastenkombination; die Löschen-Schaltfläche entfernt das Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>&amp;Key sequence:</source>
        <translation>&amp;Tastenkombination:</translation>
    </message>
    <message>
        <source>Another action has this shortcut</source>
        <translation>Eine andere Aktion hat dieses Tastenkürzel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 is also the shortcut of: %2</source>
        <translation>%1 ist auch das Tastenkürzel von: %2</translation>
    </message>
</context>
<context>
    <name>incursion::studio::TilePreviewDock</name>
    <message>
        <source>Tile Preview</source>
        <translation>Kachelvorschau</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>Kachelgröße:</translation>
    </message>
    <message>
        <source>No cell chosen</source>
        <translation>Keine Zelle gewählt</translation>
    </message>
    <message>
        <source>Cell %1,%2 (%3 ms)</source>
        <translation>Zelle %1,%2 (%3 ms)</translation>
    </message>
    <message>
        <source>No local tile: %1</source>
        <translation>Keine lokale Kachel: %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::TurnQueueDock</name>
    <message>
        <source>Turn Queue</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Wartezeit</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Ticks until its next action</source>
        <translation>Ticks bis zur nächsten Aktion</translation>
    </message>
    <message>
        <source>the Turn</source>
        <translation>die Runde</translation>
    </message>
    <message>
        <source>The game&apos;s turn: timed effects and regeneration</source>
        <translation>Die Runde des Spiels: zeitgesteuerte Effekte und Regeneration</translation>
    </message>
    <message>
        <source>unseen creature</source>
        <translation>nicht sichtbare Kreatur</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (Sie)</translation>
    </message>
    <message>
        <source>%1 / %2 HP at %3, %4</source>
        <translation>%1 / %2 TP auf %3, %4</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VariablesDock</name>
    <message>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Locals</source>
        <translation>Lokale Variablen</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>EventInfo</source>
        <translation>EventInfo</translation>
    </message>
    <message>
        <source>Module variables</source>
        <translation>Modulvariablen</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>Register</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VaultController</name>
    <message>
        <source>Open in &amp;Vault Painter</source>
        <translation>Im &amp;Gewölbe-Editor öffnen</translation>
    </message>
    <message>
        <source>Paint the grid of the Region at the caret</source>
        <translation>Das Raster der Region an der Schreibmarke bearbeiten</translation>
    </message>
    <message>
        <source>The caret is in no Region with a grid.</source>
        <translation>Die Schreibmarke steht in keiner Region mit Raster.</translation>
    </message>
    <message>
        <source>New &amp;Vault…</source>
        <translation>Neues &amp;Gewölbe…</translation>
    </message>
    <message>
        <source>Add a Region with a small grid to the current file</source>
        <translation>Eine Region mit kleinem Raster in die aktuelle Datei einfügen</translation>
    </message>
    <message>
        <source>Open the file the new vault goes into first.</source>
        <translation>Öffnen Sie zuerst die Datei, in die das neue Gewölbe soll.</translation>
    </message>
    <message>
        <source>New Vault</source>
        <translation>Neues Gewölbe</translation>
    </message>
    <message>
        <source>&amp;Duplicate Vault…</source>
        <translation>Gewölbe &amp;duplizieren…</translation>
    </message>
    <message>
        <source>Copy the Region at the caret, grid and all, under a new name</source>
        <translation>Die Region an der Schreibmarke samt Raster unter neuem Namen kopieren</translation>
    </message>
    <message>
        <source>Duplicate Vault</source>
        <translation>Gewölbe duplizieren</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Open in Vault Painter</source>
        <translation>Im Gewölbe-Editor öffnen</translation>
    </message>
    <message>
        <source>Duplicate Vault…</source>
        <translation>Gewölbe duplizieren…</translation>
    </message>
    <message>
        <source>Region &quot;%1&quot; has no grid.</source>
        <translation>Region &quot;%1&quot; hat kein Raster.</translation>
    </message>
    <message>
        <source>Placement Preview</source>
        <translation>Platzierungsvorschau</translation>
    </message>
    <message>
        <source>%1 [cell %2,%3]</source>
        <translation>%1 [Zelle %2,%3]</translation>
    </message>
    <message>
        <source>Region name:</source>
        <translation>Name der Region:</translation>
    </message>
    <message>
        <source>A Region name cannot contain &apos;&quot;&apos;.</source>
        <translation>Ein Regionsname darf kein &apos;&quot;&apos; enthalten.</translation>
    </message>
    <message>
        <source>The module already has a resource named &quot;%1&quot;.</source>
        <translation>Das Modul hat bereits eine Ressource namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Region &quot;%1&quot; was not found.</source>
        <translation>Region &quot;%1&quot; wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>Region &quot;%1&quot; is named by a macro: copy it by hand.</source>
        <translation>Region &quot;%1&quot; wird durch ein Makro benannt: bitte von Hand kopieren.</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VaultDocument</name>
    <message>
        <source>The vault&apos;s file was closed.</source>
        <translation>Die Datei des Gewölbes wurde geschlossen.</translation>
    </message>
    <message>
        <source>The vault is written in %1, not in this file.</source>
        <translation>Das Gewölbe steht in %1, nicht in dieser Datei.</translation>
    </message>
    <message>
        <source>no meaning</source>
        <translation>keine Bedeutung</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VaultLegendPanel</name>
    <message>
        <source>Char</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Add a legend entry</source>
        <translation>Einen Legendeneintrag hinzufügen</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the picked legend entry</source>
        <translation>Den gewählten Legendeneintrag bearbeiten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the picked legend entry</source>
        <translation>Den gewählten Legendeneintrag entfernen</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VaultPainter</name>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Vault Tools</source>
        <translation>Gewölbe-Werkzeuge</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Stift</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Filled Rectangle</source>
        <translation>Gefülltes Rechteck</translation>
    </message>
    <message>
        <source>Ellipse</source>
        <translation>Ellipse</translation>
    </message>
    <message>
        <source>Filled Ellipse</source>
        <translation>Gefüllte Ellipse</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Fill (8 Neighbours)</source>
        <translation>Füllen (8 Nachbarn)</translation>
    </message>
    <message>
        <source>Eyedropper</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Rectangular Select</source>
        <translation>Rechteckige Auswahl</translation>
    </message>
    <message>
        <source>Magic Wand</source>
        <translation>Zauberstab</translation>
    </message>
    <message>
        <source>Stamp</source>
        <translation>Stempel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Flip Horizontally</source>
        <translation>Horizontal spiegeln</translation>
    </message>
    <message>
        <source>Flip Vertically</source>
        <translation>Vertikal spiegeln</translation>
    </message>
    <message>
        <source>Rotate Right</source>
        <translation>Nach rechts drehen</translation>
    </message>
    <message>
        <source>Rotate Left</source>
        <translation>Nach links drehen</translation>
    </message>
    <message>
        <source>Resize Vault…</source>
        <translation>Gewölbegröße ändern…</translation>
    </message>
    <message>
        <source>Show Legend Characters</source>
        <translation>Legendenzeichen zeigen</translation>
    </message>
    <message>
        <source>Show Grid</source>
        <translation>Gitter zeigen</translation>
    </message>
    <message>
        <source>Import Vault…</source>
        <translation>Vault importieren…</translation>
    </message>
    <message>
        <source>Import Vault</source>
        <translation>Vault importieren</translation>
    </message>
    <message>
        <source>Export Vault…</source>
        <translation>Vault exportieren…</translation>
    </message>
    <message>
        <source>Export Vault</source>
        <translation>Vault exportieren</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>%1: the vault cannot be read: %2</source>
        <translation>%1: das Vault kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Brush: &apos;%1&apos; %2</source>
        <translation>Pinsel: &apos;%1&apos; %2</translation>
    </message>
    <message>
        <source>%1, %2: &apos;%3&apos; %4</source>
        <translation>%1, %2: &apos;%3&apos; %4</translation>
    </message>
    <message>
        <source>Vault: %1</source>
        <translation>Gewölbe: %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VaultView</name>
    <message>
        <source>Vault grid</source>
        <translation>Gewölberaster</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WatchesDock</name>
    <message>
        <source>Watches</source>
        <translation>Überwachte Ausdrücke</translation>
    </message>
    <message>
        <source>Add a watch expression</source>
        <translation>Einen zu überwachenden Ausdruck hinzufügen</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Edit Watch</source>
        <translation>Ausdruck bearbeiten</translation>
    </message>
    <message>
        <source>Remove Watch</source>
        <translation>Ausdruck entfernen</translation>
    </message>
    <message>
        <source>(not stopped)</source>
        <translation>(nicht angehalten)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WelcomePage</name>
    <message>
        <source>&amp;New Module...</source>
        <translation>Neues &amp;Modul...</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>Projekt ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open the &amp;Example</source>
        <translation>&amp;Beispiel öffnen</translation>
    </message>
    <message>
        <source>No recent projects yet: start a new module, or open the example to see one at work.</source>
        <translation>Noch keine zuletzt geöffneten Projekte: Beginnen Sie ein neues Modul oder öffnen Sie das Beispiel, um eines in Aktion zu sehen.</translation>
    </message>
    <message>
        <source>Incursion Studio</source>
        <translation>Incursion Studio</translation>
    </message>
    <message>
        <source>Write, build and playtest IncursionScript modules.</source>
        <translation>IncursionScript-Module schreiben, erstellen und im Testspiel erproben.</translation>
    </message>
    <message>
        <source>Recent Projects</source>
        <translation>Zuletzt geöffnete Projekte</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldController</name>
    <message>
        <source>Copy Selection&apos;s F&amp;ields...</source>
        <translation>Felder der Auswahl &amp;kopieren...</translation>
    </message>
    <message>
        <source>&amp;World</source>
        <translation>&amp;Welt</translation>
    </message>
    <message>
        <source>New &amp;World...</source>
        <translation>Neue &amp;Welt...</translation>
    </message>
    <message>
        <source>Open Wor&amp;ld...</source>
        <translation>We&amp;lt öffnen...</translation>
    </message>
    <message>
        <source>Open World</source>
        <translation>Welt öffnen</translation>
    </message>
    <message>
        <source>World bitmaps (*.png)</source>
        <translation>Weltbitmaps (*.png)</translation>
    </message>
    <message>
        <source>&amp;Save World</source>
        <translation>Welt &amp;speichern</translation>
    </message>
    <message>
        <source>Save World &amp;As...</source>
        <translation>Welt speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Save World As</source>
        <translation>Welt speichern unter</translation>
    </message>
    <message>
        <source>Save World</source>
        <translation>Welt speichern</translation>
    </message>
    <message>
        <source>Copy Selection&apos;s Brush &amp;Field</source>
        <translation>Pinsel&amp;feld der Auswahl kopieren</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>&amp;Nichts auswählen</translation>
    </message>
    <message>
        <source>&amp;Global Operation...</source>
        <translation>&amp;Globale Operation...</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) changed</source>
        <translation>
            <numerusform>%n Zelle geändert</numerusform>
            <numerusform>%n Zellen geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Regenerate Unpainted Cells...</source>
        <translation>Nicht bemalte Zellen neu e&amp;rzeugen...</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <source>Seed (the cells you painted are kept):</source>
        <translation>Startwert (die bemalten Zellen bleiben):</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) regenerated</source>
        <translation>
            <numerusform>%n Zelle neu erzeugt</numerusform>
            <numerusform>%n Zellen neu erzeugt</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fit World in View</source>
        <translation>Welt in Ansicht &amp;einpassen</translation>
    </message>
    <message>
        <source>&amp;Play from This Cell</source>
        <translation>Ab dieser Zelle s&amp;pielen</translation>
    </message>
    <message>
        <source>Project &amp;Worlds</source>
        <translation>Projekt&amp;welten</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Welt</translation>
    </message>
    <message>
        <source>The world has no file yet: save it as a file.</source>
        <translation>Die Welt hat noch keine Datei: speichern Sie sie als Datei.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Close World</source>
        <translation>Welt schließen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>(none: a world is a PNG with WORLD.binding.json beside it)</source>
        <translation>(keine: eine Welt ist ein PNG mit WELT.binding.json daneben)</translation>
    </message>
    <message>
        <source>Start the playtest on this cell&apos;s local tile</source>
        <translation>Das Testspiel auf der lokalen Kachel dieser Zelle starten</translation>
    </message>
    <message>
        <source>Cell %1,%2 is outside the selection (%3,%4 to %5,%6), where painting is kept: World &gt; Select None (%7) clears it</source>
        <translation>Zelle %1,%2 liegt außerhalb der Auswahl (%3,%4 bis %5,%6), auf die das Malen beschränkt ist: Welt &gt; Nichts auswählen (%7) hebt sie auf</translation>
    </message>
    <message>
        <source>This PNG cannot be opened as a world; nothing was written.

%1</source>
        <translation>Dieses PNG kann nicht als Welt geöffnet werden; nichts wurde geschrieben.

Grund (englisch): %1</translation>
    </message>
    <message>
        <source>The world was not saved.

%1</source>
        <translation>Die Welt wurde nicht gespeichert.

Grund (englisch): %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldDocument</name>
    <message>
        <source>World Changed on Disk</source>
        <translation>Welt auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was opened. Overwrite it with this world?</source>
        <translation>%1 wurde seit dem Öffnen auf der Festplatte geändert. Mit dieser Welt überschreiben?</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Untitled World</source>
        <translation>Unbenannte Welt</translation>
    </message>
    <message>
        <source>The world has no file yet: save it as a file.</source>
        <translation>Die Welt hat noch keine Datei: speichern Sie sie als Datei.</translation>
    </message>
    <message>
        <source>%1 changed on disk; not overwritten.</source>
        <translation>%1 wurde auf der Festplatte geändert; nicht überschrieben.</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Fix %1 at %2,%3</source>
        <translation>%1 bei %2,%3 beheben</translation>
    </message>
    <message>
        <source>Fix All</source>
        <translation>Alle beheben</translation>
    </message>
    <message>
        <source>Fix All %1</source>
        <translation>Alle %1 beheben</translation>
    </message>
    <message>
        <source>Regenerate (seed %1)</source>
        <translation>Neu erzeugen (Startwert %1)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldEditor</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Copy Selection</source>
        <translation>Auswahl kopieren</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Brush size:</source>
        <translation>Pinselgröße:</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadratisch</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rund</translation>
    </message>
    <message>
        <source>Set %1 = %2</source>
        <translation>Setze %1 = %2</translation>
    </message>
    <message>
        <source> where %1 = %2</source>
        <translation> wo %1 = %2</translation>
    </message>
    <message>
        <source> on the selection</source>
        <translation> in der Auswahl</translation>
    </message>
    <message>
        <source>Cell %1,%2%3</source>
        <translation>Zelle %1,%2%3</translation>
    </message>
    <message>
        <source> (painted)</source>
        <translation> (bemalt)</translation>
    </message>
    <message>
        <source>Pick %1 = %2</source>
        <translation>%1 = %2 übernehmen</translation>
    </message>
    <message>
        <source>Show Tile Preview</source>
        <translation>Kachelvorschau zeigen</translation>
    </message>
    <message>
        <source>Play from This Cell</source>
        <translation>Ab dieser Zelle spielen</translation>
    </message>
    <message>
        <source>Travel from Here</source>
        <translation>Reise von hier</translation>
    </message>
    <message>
        <source>Travel to Here</source>
        <translation>Reise hierher</translation>
    </message>
    <message>
        <source>Harbor network %1 of %2: ships reach %3 other harbors</source>
        <translation>Hafennetz %1 von %2: Schiffe erreichen %3 andere Häfen</translation>
    </message>
    <message>
        <source>Stables network %1 of %2: horses reach %3 other stables</source>
        <translation>Stallnetz %1 von %2: Pferde erreichen %3 andere Ställe</translation>
    </message>
    <message>
        <source>Airport network: airships reach %1 other airports</source>
        <translation>Flughafennetz: Luftschiffe erreichen %1 andere Flughäfen</translation>
    </message>
    <message>
        <source>Cell %1,%2 cannot be played: %3</source>
        <translation>Zelle %1,%2 kann nicht gespielt werden: „%3“</translation>
    </message>
    <message>
        <source>Save the world first: the playtest finds its terrain binding (WORLD.binding.json) beside its file</source>
        <translation>Speichern Sie die Welt zuerst: das Testspiel findet ihre Geländezuordnung (WORLD.binding.json) neben ihrer Datei</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldFieldsDock</name>
    <message>
        <source>Landmasses</source>
        <translation>Landmassen</translation>
    </message>
    <message>
        <source>Each landmass in a colour of its own (land as the schema&apos;s landmass rules define it)</source>
        <translation>Jede Landmasse in eigener Farbe (Land, wie es die Landmassen-Regeln des Schemas festlegen)</translation>
    </message>
    <message>
        <source>World Fields</source>
        <translation>Weltfelder</translation>
    </message>
    <message>
        <source>Show as layer</source>
        <translation>Als Ebene zeigen</translation>
    </message>
    <message>
        <source>Roads and rivers</source>
        <translation>Straßen und Flüsse</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Raster</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value (legend)</source>
        <translation>Wert (Legende)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Field opacity</source>
        <translation>Deckkraft des Felds</translation>
    </message>
    <message>
        <source>Composite opacity</source>
        <translation>Deckkraft der Gesamtansicht</translation>
    </message>
    <message>
        <source>%1  (%2 bits %3-%4)</source>
        <translation>%1  (%2 Bits %3-%4)</translation>
    </message>
    <message>
        <source> (out of range)</source>
        <translation> (außerhalb des Bereichs)</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>Netze</translation>
    </message>
    <message>
        <source>Harbors, stables and airports, and lines joining those a ship, horse or airship travels between</source>
        <translation>Häfen, Ställe und Flughäfen, und Linien zwischen denen, die ein Schiff, Pferd oder Luftschiff verbindet</translation>
    </message>
    <message>
        <source>Harbors: ships on the same sea</source>
        <translation>Häfen: Schiffe auf demselben Meer</translation>
    </message>
    <message>
        <source>Stables: horses on the same land</source>
        <translation>Ställe: Pferde auf demselben Land</translation>
    </message>
    <message>
        <source>Airports: airships between all</source>
        <translation>Flughäfen: Luftschiffe zwischen allen</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>%1  (%2 bit %3)</source>
        <translation>%1  (%2 Bit %3)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldRulesDock</name>
    <message>
        <source>Checking the rules...</source>
        <translation>Die Regeln werden geprüft...</translation>
    </message>
    <message>
        <source>World Rules</source>
        <translation>Weltregeln</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Beheben</translation>
    </message>
    <message>
        <source>Fix All</source>
        <translation>Alle beheben</translation>
    </message>
    <message>
        <source>Rule / cell</source>
        <translation>Regel / Zelle</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix All of Rule</source>
        <translation>Alle dieser Regel beheben</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldTravelDock</name>
    <message>
        <source>walk</source>
        <translation>zu Fuß</translation>
    </message>
    <message>
        <source>horse</source>
        <translation>Pferd</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>airship</source>
        <translation>Luftschiff</translation>
    </message>
    <message>
        <source>World Travel</source>
        <translation>Weltreisen</translation>
    </message>
    <message>
        <source>Pick two cells with the Travel tool (T).</source>
        <translation>Wählen Sie zwei Zellen mit dem Reisewerkzeug (T).</translation>
    </message>
    <message>
        <source>Mode / leg</source>
        <translation>Art / Etappe</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Journeys from %1,%2 to %3,%4:</source>
        <translation>Reisen von %1,%2 nach %3,%4:</translation>
    </message>
    <message>
        <source>From %1,%2: pick the cell to travel to.</source>
        <translation>Von %1,%2: wählen Sie die Zielzelle.</translation>
    </message>
</context>
</TS>
