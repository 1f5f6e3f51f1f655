<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BreakpointConditionCheck</name>
    <message>
        <source>Build the module to check the condition</source>
        <translation>Construisez le module pour vérifier la condition</translation>
    </message>
    <message>
        <source>The built module does not load: %1</source>
        <translation>Le module construit ne se charge pas : %1</translation>
    </message>
</context>
<context>
    <name>CheckSnapshot</name>
    <message>
        <source>spelled here, inside a macro definition</source>
        <translation>écrit ici, dans la définition d&apos;une macro</translation>
    </message>
    <message>
        <source>in expansion of macro &apos;%1&apos;</source>
        <translation>dans l&apos;expansion de la macro «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>An IDE for IncursionScript modules.</source>
        <translation>Un environnement de développement pour les modules IncursionScript.</translation>
    </message>
    <message>
        <source>Project folder, main .irc file or other file to open; file:line[:column] also moves the cursor there.</source>
        <translation>Dossier de projet, fichier .irc principal ou autre fichier à ouvrir&#xa0;; fichier:ligne[:colonne] place aussi le curseur à cet endroit.</translation>
    </message>
    <message>
        <source>Save a screenshot of the window to &lt;file&gt; once it is shown, then exit.</source>
        <translation>Enregistrer une capture d&apos;écran de la fenêtre dans &lt;file&gt; dès qu&apos;elle est affichée, puis quitter.</translation>
    </message>
    <message>
        <source>Build the module once the project is open (as Build &gt; Build Module); with file:line, then show the disassembly of the handler there.</source>
        <translation>Compiler le module une fois le projet ouvert (comme Compiler &gt; Compiler le module)&#xa0;; avec fichier:ligne, afficher ensuite le désassemblage du gestionnaire à cet endroit.</translation>
    </message>
    <message>
        <source>Start a playtest once the project is open, played by &lt;bot&gt;: none (your keys), explore or fight.</source>
        <translation>Lancer une partie de test une fois le projet ouvert, jouée par &lt;bot&gt;&#xa0;: none (vos touches), explore ou fight.</translation>
    </message>
    <message>
        <source>Without a window: write a region&apos;s vault to a file, as &lt;main&gt; &quot;REGION NAME&quot; OUT.xp, .tmx, .txt or .png, then exit.</source>
        <translation>Sans fenêtre&#xa0;: écrire le vault d&apos;une région dans un fichier, sous la forme &lt;main&gt; &quot;NOM DE RÉGION&quot; SORTIE.xp, .tmx, .txt ou .png, puis quitter.</translation>
    </message>
    <message>
        <source>Without a window: rewrite a region&apos;s Grid and Tiles in place from a file, as &lt;main&gt; &quot;REGION NAME&quot; IN.xp, .tmx or .txt, then exit (status 1 for a bad file, 2 for bad usage).</source>
        <translation>Sans fenêtre&#xa0;: réécrire sur place le Grid et les Tiles d&apos;une région à partir d&apos;un fichier, sous la forme &lt;main&gt; &quot;NOM DE RÉGION&quot; ENTRÉE.xp, .tmx ou .txt, puis quitter (code 1 pour un fichier incorrect, 2 pour une utilisation incorrecte).</translation>
    </message>
    <message>
        <source>--playtest takes none, explore or fight</source>
        <translation>--playtest accepte none, explore ou fight</translation>
    </message>
    <message>
        <source>usage: incursion-studio --export-vault MAIN.irc &quot;REGION NAME&quot; OUT.{xp,tmx,txt,png}
       incursion-studio --import-vault MAIN.irc &quot;REGION NAME&quot; IN.{xp,tmx,txt}</source>
        <translation>utilisation&#xa0;: incursion-studio --export-vault MAIN.irc &quot;NOM DE RÉGION&quot; SORTIE.{xp,tmx,txt,png}
              incursion-studio --import-vault MAIN.irc &quot;NOM DE RÉGION&quot; ENTRÉE.{xp,tmx,txt}</translation>
    </message>
    <message>
        <source>--lang: no user interface in &quot;%1&quot;; the languages are %2</source>
        <translation>--lang&#xa0;: aucune interface en «&#xa0;%1&#xa0;»&#xa0;; les langues disponibles sont %2</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>Langue de l&apos;interface&#xa0;: %1 (par défaut&#xa0;: celle du système).</translation>
    </message>
</context>
<context>
    <name>FileSearch</name>
    <message>
        <source>Nothing to search for</source>
        <translation>Aucun texte à rechercher</translation>
    </message>
    <message>
        <source>Invalid regular expression at %1: %2</source>
        <translation>Expression régulière non valide à la position %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the file is not UTF-8 and &quot;%1&quot; cannot be written in its encoding (Latin-1); the file was left unchanged</source>
        <translation>le fichier n&apos;est pas en UTF-8 et «&#xa0;%1&#xa0;» ne peut pas être écrit dans son encodage (Latin-1)&#xa0;; le fichier n&apos;a pas été modifié</translation>
    </message>
</context>
<context>
    <name>ModuleBuild</name>
    <message>
        <source>the module is too large for the file format (%1)</source>
        <translation>le module est trop grand pour le format de fichier (%1)</translation>
    </message>
    <message>
        <source>%1 does not compile.</source>
        <translation>%1 ne se compile pas.</translation>
    </message>
</context>
<context>
    <name>ModuleTemplates</name>
    <message>
        <source>%1: cannot read the template: %2</source>
        <translation>%1&#xa0;: impossible de lire le modèle&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: byte %2: not a JSON object: %3</source>
        <translation>%1&#xa0;: octet %2&#xa0;: pas un objet JSON&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: the template needs a &quot;name&quot; and a &quot;mainFile&quot; that is one of its files</source>
        <translation>%1&#xa0;: le modèle doit avoir un «&#xa0;name&#xa0;» et un «&#xa0;mainFile&#xa0;» qui soit l&apos;un de ses fichiers</translation>
    </message>
    <message>
        <source>The module needs a name.</source>
        <translation>Le module doit avoir un nom.</translation>
    </message>
    <message>
        <source>The name is too long (at most %1 characters).</source>
        <translation>Le nom est trop long (%1 caractères au plus).</translation>
    </message>
    <message>
        <source>The name cannot hold line breaks, tabs or other control characters.</source>
        <translation>Le nom ne peut contenir ni saut de ligne, ni tabulation, ni autre caractère de contrôle.</translation>
    </message>
    <message>
        <source>The name needs a letter or digit to name its folder.</source>
        <translation>Le nom doit contenir une lettre ou un chiffre pour nommer son dossier.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 est un fichier, pas un dossier.</translation>
    </message>
    <message>
        <source>The folder %1 already exists and is not empty: choose another name or location.</source>
        <translation>Le dossier %1 existe déjà et n&apos;est pas vide&#xa0;: choisissez un autre nom ou un autre emplacement.</translation>
    </message>
    <message>
        <source>Choose the module this add-on extends.</source>
        <translation>Choisissez le module que cette extension complète.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>PaintedMask</name>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>«&#xa0;%1&#xa0;» attendu</translation>
    </message>
    <message>
        <source>expected a row number 0..%1 after the previous one, then &apos;:&apos;</source>
        <translation>numéro de ligne 0..%1 attendu après le précédent, puis &apos;:&apos;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a run of columns 0..%2 after the previous one</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une plage de colonnes 0..%2 après la précédente</translation>
    </message>
</context>
<context>
    <name>PlacementPreview</name>
    <message>
        <source>The module does not build:</source>
        <translation>Le module ne se compile pas&#xa0;:</translation>
    </message>
    <message>
        <source>The module has no Region &quot;%1&quot;.</source>
        <translation>Le module n&apos;a pas de région «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>flipped both ways</source>
        <translation>retourné dans les deux sens</translation>
    </message>
    <message>
        <source>flipped left-right</source>
        <translation>retourné de gauche à droite</translation>
    </message>
    <message>
        <source>flipped top-bottom</source>
        <translation>retourné de haut en bas</translation>
    </message>
    <message>
        <source>not flipped</source>
        <translation>non retourné</translation>
    </message>
    <message>
        <source>Cancelled before all levels were made.</source>
        <translation>Annulé avant que tous les niveaux soient générés.</translation>
    </message>
    <message>
        <source>No level was generated.</source>
        <translation>Aucun niveau n&apos;a été généré.</translation>
    </message>
    <message>
        <source>Placed in %1 of %2 levels (%3%).</source>
        <translation>Placé dans %1 niveaux sur %2 (%3&#xa0;%).</translation>
    </message>
    <message>
        <source>By depth:</source>
        <translation>Par profondeur&#xa0;:</translation>
    </message>
    <message>
        <source>  depth %1: placed in %2 of %3</source>
        <translation>  profondeur %1&#xa0;: placé dans %2 sur %3</translation>
    </message>
    <message>
        <source>Why not placed:</source>
        <translation>Raisons du non-placement&#xa0;:</translation>
    </message>
    <message>
        <source>  %1: %2 levels</source>
        <translation>  %1&#xa0;: %2 niveaux</translation>
    </message>
    <message>
        <source>First level that could not be made: %1</source>
        <translation>Premier niveau qui n&apos;a pas pu être généré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PlaytestSession</name>
    <message>
        <source>the player&apos;s side</source>
        <translation>du côté du joueur</translation>
    </message>
    <message>
        <source>hostile</source>
        <translation>hostile</translation>
    </message>
    <message>
        <source>peaceful</source>
        <translation>pacifique</translation>
    </message>
</context>
<context>
    <name>Project</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 is neither a folder nor a main .irc file.</source>
        <translation>%1 n&apos;est ni un dossier ni un fichier .irc principal.</translation>
    </message>
</context>
<context>
    <name>ScriptReference</name>
    <message>
        <source>an attribute</source>
        <translation>un attribut</translation>
    </message>
    <message>
        <source>a colour</source>
        <translation>une couleur</translation>
    </message>
    <message>
        <source>a direction</source>
        <translation>une direction</translation>
    </message>
    <message>
        <source>a weapon type</source>
        <translation>un type d&apos;arme</translation>
    </message>
    <message>
        <source>a saving throw</source>
        <translation>un jet de sauvegarde</translation>
    </message>
    <message>
        <source>resource kind</source>
        <translation>genre de ressource</translation>
    </message>
    <message>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <source>system object</source>
        <translation>objet système</translation>
    </message>
    <message>
        <source>API function</source>
        <translation>fonction de l&apos;API</translation>
    </message>
    <message>
        <source>API method</source>
        <translation>méthode de l&apos;API</translation>
    </message>
    <message>
        <source>API member</source>
        <translation>membre de l&apos;API</translation>
    </message>
    <message>
        <source>resource method</source>
        <translation>méthode de ressource</translation>
    </message>
    <message>
        <source>resource member</source>
        <translation>membre de ressource</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>constante</translation>
    </message>
    <message>
        <source>macro</source>
        <translation>macro</translation>
    </message>
    <message>
        <source>code keyword</source>
        <translation>mot-clé du code</translation>
    </message>
    <message>
        <source>entry keyword</source>
        <translation>mot-clé d&apos;entrée</translation>
    </message>
    <message>
        <source>word</source>
        <translation>mot</translation>
    </message>
    <message>
        <source>Declares a resource of the kind %1 (the module&apos;s %2).</source>
        <translation>Déclare une ressource du genre %1 (les %2 du module).</translation>
    </message>
    <message>
        <source>Every header keyword of this kind: %1.</source>
        <translation>Tous les mots-clés d&apos;en-tête de ce genre : %1.</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>S&apos;écrit : %1</translation>
    </message>
    <message>
        <source>A keyword of resource entries, outside handler code; case does not matter.</source>
        <translation>Un mot-clé des entrées de ressource, hors du code des gestionnaires ; la casse est indifférente.</translation>
    </message>
    <message>
        <source>Also written: %1.</source>
        <translation>S&apos;écrit aussi : %1.</translation>
    </message>
    <message>
        <source>A type of handler code: locals, parameters, results.</source>
        <translation>Un type du code des gestionnaires : variables locales, paramètres, résultats.</translation>
    </message>
    <message>
        <source>A keyword of handler code (case matters).</source>
        <translation>Un mot-clé du code des gestionnaires (la casse compte).</translation>
    </message>
    <message>
        <source>A word for %1 in resource entries, worth %2; case does not matter.</source>
        <translation>Un mot pour %1 dans les entrées de ressource, de valeur %2 ; la casse est indifférente.</translation>
    </message>
    <message>
        <source>Event number %1.</source>
        <translation>Événement numéro %1.</translation>
    </message>
    <message>
        <source>The same number as %1.</source>
        <translation>Le même numéro que %1.</translation>
    </message>
    <message>
        <source>Handled with %1; seen by the victim as %2, before and after with %3 and %4.</source>
        <translation>Traité avec %1 ; vu par la victime comme %2, avant et après avec %3 et %4.</translation>
    </message>
    <message>
        <source>A handle the game sets for every event; its class is %1.</source>
        <translation>Un handle que le jeu fixe pour chaque événement ; sa classe est %1.</translation>
    </message>
    <message>
        <source>A function of the game, called by its name.</source>
        <translation>Une fonction du jeu, appelée par son nom.</translation>
    </message>
    <message>
        <source>A member of resources of the class %1, called on a resource reference (%2).</source>
        <translation>Un membre des ressources de la classe %1, appelé sur une référence de ressource (%2).</translation>
    </message>
    <message>
        <source>A member of the class %1 and of the classes derived from it.</source>
        <translation>Un membre de la classe %1 et des classes qui en dérivent.</translation>
    </message>
    <message>
        <source>Receivers among the system objects: %1.</source>
        <translation>Récepteurs parmi les objets système : %1.</translation>
    </message>
    <message>
        <source>Wraps an event number: adds %1, so a handler of the wrapped event runs.</source>
        <translation>Enveloppe un numéro d&apos;événement : ajoute %1, pour qu&apos;un gestionnaire de l&apos;événement enveloppé s&apos;exécute.</translation>
    </message>
    <message>
        <source>What a handler returns: %1.</source>
        <translation>Ce qu&apos;un gestionnaire renvoie : %1.</translation>
    </message>
    <message>
        <source>Declared in %1.</source>
        <translation>Déclaré dans %1.</translation>
    </message>
    <message>
        <source>Read more in the Language Guide</source>
        <translation>En savoir plus dans le guide du langage</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
</context>
<context>
    <name>VaultFate</name>
    <message>
        <source>placed</source>
        <translation>placé</translation>
    </message>
    <message>
        <source>no Specials entry or room weight of the dungeon names it</source>
        <translation>aucune entrée Specials ni aucun poids de salle du donjon ne le nomme</translation>
    </message>
    <message>
        <source>its Specials chance roll failed</source>
        <translation>son jet de probabilité Specials a échoué</translation>
    </message>
    <message>
        <source>its Specials entry rolled another depth</source>
        <translation>son entrée Specials a tiré une autre profondeur</translation>
    </message>
    <message>
        <source>its Depth is above the level&apos;s challenge rating</source>
        <translation>sa Depth dépasse le facteur de puissance du niveau</translation>
    </message>
    <message>
        <source>the level&apos;s challenge rating is below MIN_VAULT_DEPTH</source>
        <translation>le facteur de puissance du niveau est inférieur à MIN_VAULT_DEPTH</translation>
    </message>
    <message>
        <source>too big for a panel (less 2 cells each side)</source>
        <translation>trop grand pour un panneau (moins 2 cases de chaque côté)</translation>
    </message>
    <message>
        <source>too big for the level</source>
        <translation>trop grand pour le niveau</translation>
    </message>
    <message>
        <source>not chosen by the panels&apos; room picks</source>
        <translation>non retenu par le choix des salles des panneaux</translation>
    </message>
    <message>
        <source>no free place on the level</source>
        <translation>aucune place libre sur le niveau</translation>
    </message>
</context>
<context>
    <name>VaultFileCommand</name>
    <message>
        <source>none (no format plugins were found)</source>
        <translation>aucun (aucun plugin de format n&apos;a été trouvé)</translation>
    </message>
    <message>
        <source>%1: Region &quot;%2&quot; exported</source>
        <translation>%1&#xa0;: région «&#xa0;%2&#xa0;» exportée</translation>
    </message>
    <message>
        <source>%1 not changed: the vault imported from %2 has errors</source>
        <translation>%1 non modifié&#xa0;: le vault importé de %2 contient des erreurs</translation>
    </message>
    <message>
        <source>%1: unchanged</source>
        <translation>%1&#xa0;: inchangé</translation>
    </message>
    <message>
        <source>%1: Region &quot;%2&quot; rewritten from %3</source>
        <translation>%1&#xa0;: région «&#xa0;%2&#xa0;» réécrite à partir de %3</translation>
    </message>
    <message>
        <source>%1: no vault format reads .%2 (these do: %3)</source>
        <translation>%1&#xa0;: aucun format de vault ne lit .%2 (ceux-ci le font&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1: no vault format writes .%2 (these do: %3)</source>
        <translation>%1&#xa0;: aucun format de vault n&apos;écrit .%2 (ceux-ci le font&#xa0;: %3)</translation>
    </message>
</context>
<context>
    <name>VaultFormats</name>
    <message>
        <source>%1: not a vault format plugin</source>
        <translation>%1&#xa0;: ce n&apos;est pas un plugin de format de vault</translation>
    </message>
    <message>
        <source>%1: a second plugin for .%2 (the first one is used)</source>
        <translation>%1&#xa0;: un second plugin pour .%2 (le premier est utilisé)</translation>
    </message>
    <message>
        <source>%1: no vault format writes .%2</source>
        <translation>%1&#xa0;: aucun format de vault n&apos;écrit .%2</translation>
    </message>
    <message>
        <source>%1: the grid of Region &quot;%2&quot; has rows of different lengths; fix it before exporting</source>
        <translation>%1&#xa0;: la grille de la région «&#xa0;%2&#xa0;» a des lignes de longueurs différentes&#xa0;; corrigez-la avant d&apos;exporter</translation>
    </message>
    <message>
        <source>%1: Region &quot;%2&quot; has an empty grid</source>
        <translation>%1&#xa0;: la région «&#xa0;%2&#xa0;» a une grille vide</translation>
    </message>
    <message>
        <source>%1: no vault format reads .%2</source>
        <translation>%1&#xa0;: aucun format de vault ne lit .%2</translation>
    </message>
</context>
<context>
    <name>WorldTool</name>
    <message>
        <source>Paint %1</source>
        <translation>Peindre %1</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Crayon</translation>
    </message>
    <message>
        <source>Magic Wand</source>
        <translation>Baguette magique</translation>
    </message>
    <message>
        <source>Rectangular Select</source>
        <translation>Sélection rectangulaire</translation>
    </message>
    <message>
        <source>Paste Stamp</source>
        <translation>Tampon de collage</translation>
    </message>
    <message>
        <source>Travel</source>
        <translation>Voyage</translation>
    </message>
</context>
<context>
    <name>incursion::studio::AutosaveController</name>
    <message>
        <source>Autosave failed for %1: %2</source>
        <translation>Échec de l&apos;enregistrement automatique de %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BinaryFileNotice</name>
    <message>
        <source>It is not a text file, so it cannot be edited here.</source>
        <translation>Ce n&apos;est pas un fichier texte&#xa0;: il ne peut pas être modifié ici.</translation>
    </message>
    <message>
        <source>It is a compiled module: build output, not source. The Module Browser shows what it holds.</source>
        <translation>C&apos;est un module compilé&#xa0;: un résultat de compilation, pas une source. Le panneau Contenu du module montre ce qu&apos;il contient.</translation>
    </message>
    <message>
        <source>It is an image. World bitmaps open in the world editor.</source>
        <translation>C&apos;est une image. Les bitmaps de monde s&apos;ouvrent dans l&apos;éditeur de monde.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1 is a binary file&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3, %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1 est un fichier binaire&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3, %4&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BreakpointDialog</name>
    <message>
        <source>Does not compile at this line: %1</source>
        <translation>Ne se compile pas à cette ligne : %1</translation>
    </message>
    <message>
        <source>Compiles at this line</source>
        <translation>Se compile à cette ligne</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>&amp;Activé</translation>
    </message>
    <message>
        <source>Edit Breakpoint at %1</source>
        <translation>Modifier le point d&apos;arrêt en %1</translation>
    </message>
    <message>
        <source>e.g. i == 3 || e.vDmg &gt; 10</source>
        <translation>p. ex. i == 3 || e.vDmg &gt; 10</translation>
    </message>
    <message>
        <source>Stop only when this expression, evaluated in the scope of the line, is true</source>
        <translation>S&apos;arrêter seulement quand cette expression, évaluée dans la portée de la ligne, est vraie</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Toujours</translation>
    </message>
    <message>
        <source>When the hit count equals</source>
        <translation>Quand le nombre de passages vaut</translation>
    </message>
    <message>
        <source>When the hit count is at least</source>
        <translation>Quand le nombre de passages atteint au moins</translation>
    </message>
    <message>
        <source>When the hit count is a multiple of</source>
        <translation>Quand le nombre de passages est un multiple de</translation>
    </message>
    <message>
        <source>&amp;Condition:</source>
        <translation>&amp;Condition&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Hit count:</source>
        <translation>&amp;Nombre de passages&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Valeur cible&#xa0;:</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BreakpointStore</name>
    <message>
        <source>when hits = %1</source>
        <translation>quand passages = %1</translation>
    </message>
    <message>
        <source>when hits &gt;= %1</source>
        <translation>quand passages &gt;= %1</translation>
    </message>
    <message>
        <source>every %1 hits</source>
        <translation>tous les %1 passages</translation>
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
        <translation>désactivé</translation>
    </message>
    <message>
        <source>no code at this line</source>
        <translation>pas de code sur cette ligne</translation>
    </message>
    <message>
        <source>stops at line %1</source>
        <translation>s&apos;arrête à la ligne %1</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>vérifié</translation>
    </message>
    <message>
        <source>not found in this build</source>
        <translation>introuvable dans cette compilation</translation>
    </message>
    <message>
        <source>Breakpoints</source>
        <translation>Points d&apos;arrêt</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Passages</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Edit Breakpoint...</source>
        <translation>Modifier le point d&apos;arrêt...</translation>
    </message>
    <message>
        <source>Disable Breakpoint</source>
        <translation>Désactiver le point d&apos;arrêt</translation>
    </message>
    <message>
        <source>Enable Breakpoint</source>
        <translation>Activer le point d&apos;arrêt</translation>
    </message>
    <message>
        <source>Delete Breakpoint</source>
        <translation>Supprimer le point d&apos;arrêt</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BuildController</name>
    <message>
        <source>Preprocessing</source>
        <translation>Prétraitement</translation>
    </message>
    <message>
        <source>Lexing</source>
        <translation>Analyse lexicale</translation>
    </message>
    <message>
        <source>Parsing</source>
        <translation>Analyse syntaxique</translation>
    </message>
    <message>
        <source>Generating code</source>
        <translation>Génération du code</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 erreur</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 erreurs</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 avertissement</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 avertissements</translation>
    </message>
    <message>
        <source>1 resource</source>
        <translation>1 ressource</translation>
    </message>
    <message>
        <source>%1 resources</source>
        <translation>%1 ressources</translation>
    </message>
    <message>
        <source>1 handler</source>
        <translation>1 gestionnaire</translation>
    </message>
    <message>
        <source>%1 handlers</source>
        <translation>%1 gestionnaires</translation>
    </message>
    <message>
        <source>1 condition</source>
        <translation>1 condition</translation>
    </message>
    <message>
        <source>%1 conditions</source>
        <translation>%1 conditions</translation>
    </message>
    <message>
        <source>1 function</source>
        <translation>1 fonction</translation>
    </message>
    <message>
        <source>%1 functions</source>
        <translation>%1 fonctions</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 %p%</source>
        <translation>%1 %p&#xa0;%</translation>
    </message>
    <message>
        <source>&amp;Build Module</source>
        <translation>&amp;Compiler le module</translation>
    </message>
    <message>
        <source>Build the module and write it next to the main file (Ctrl+B); unsaved edits are built as they are, without saving</source>
        <translation>Compiler le module et l&apos;écrire à côté du fichier principal (Ctrl+B)&#xa0;; les modifications non enregistrées sont compilées telles quelles, sans être enregistrées</translation>
    </message>
    <message>
        <source>&amp;Cancel Build</source>
        <translation>&amp;Annuler la compilation</translation>
    </message>
    <message>
        <source>Stop the running build; the module file stays as it was</source>
        <translation>Arrêter la compilation en cours&#xa0;; le fichier du module reste tel qu&apos;il était</translation>
    </message>
    <message>
        <source>Show &amp;Disassembly at Cursor</source>
        <translation>Afficher le &amp;désassemblage au curseur</translation>
    </message>
    <message>
        <source>Show the code the latest build compiled from the handler at the cursor</source>
        <translation>Afficher le code que la dernière compilation a produit à partir du gestionnaire sous le curseur</translation>
    </message>
    <message>
        <source>Building %1...</source>
        <translation>Compilation de %1...</translation>
    </message>
    <message>
        <source>Build failed: cannot read the main file %1</source>
        <translation>Échec de la compilation&#xa0;: impossible de lire le fichier principal %1</translation>
    </message>
    <message>
        <source>Build cancelled</source>
        <translation>Compilation annulée</translation>
    </message>
    <message>
        <source>Build failed: %1</source>
        <translation>Échec de la compilation&#xa0;: %1</translation>
    </message>
    <message>
        <source>Build failed: cannot write %1: %2</source>
        <translation>Échec de la compilation&#xa0;: impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Build finished: %1, %2 bytes written to %3 in %4 s</source>
        <translation>Compilation terminée&#xa0;: %1, %2 octets écrits dans %3 en %4 s</translation>
    </message>
    <message>
        <source>%1 (read-only, from %2)</source>
        <translation>%1 (lecture seule, de %2)</translation>
    </message>
    <message>
        <source>%1 (read-only, as the live check compiled it)</source>
        <translation>%1 (lecture seule, tel que la vérification l&apos;a compilé)</translation>
    </message>
    <message>
        <source>The latest build compiled no code from line %1</source>
        <translation>La dernière compilation n&apos;a produit aucun code à partir de la ligne %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::BuildOutputDock</name>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>note</source>
        <translation>remarque</translation>
    </message>
    <message>
        <source>%1:%2:%3: </source>
        <translation>%1:%2:%3: </translation>
    </message>
    <message>
        <source>Build Output</source>
        <translation>Compilation</translation>
    </message>
    <message>
        <source>Double-click an error or warning to go to its place in the source</source>
        <translation>Double-cliquez sur une erreur ou un avertissement pour aller à son emplacement dans la source</translation>
    </message>
</context>
<context>
    <name>incursion::studio::CallStackDock</name>
    <message>
        <source>Call Stack</source>
        <translation>Pile d&apos;appels</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Fonction</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
</context>
<context>
    <name>incursion::studio::CopyFieldsDialog</name>
    <message>
        <source>Copy Fields</source>
        <translation>Copier des champs</translation>
    </message>
    <message>
        <source>Copy these fields of the selection (a paste writes only them):</source>
        <translation>Copier ces champs de la sélection (un collage n&apos;écrit qu&apos;eux) :</translation>
    </message>
</context>
<context>
    <name>incursion::studio::DebugController</name>
    <message>
        <source>breakpoint</source>
        <translation>point d&apos;arrêt</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas à pas</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>script error</source>
        <translation>erreur de script</translation>
    </message>
    <message>
        <source>breakpoint condition error</source>
        <translation>erreur dans la condition du point d&apos;arrêt</translation>
    </message>
    <message>
        <source>&amp;Run Function...</source>
        <translation>&amp;Exécuter une fonction...</translation>
    </message>
    <message>
        <source>Build if needed, then run a script function of the module in the debugger (Ctrl+F5)</source>
        <translation>Compiler si nécessaire, puis exécuter une fonction de script du module dans le débogueur (Ctrl+F5)</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Continue running the scripts (F5)</source>
        <translation>Poursuivre l&apos;exécution des scripts (F5)</translation>
    </message>
    <message>
        <source>Step &amp;Over</source>
        <translation>Pas à pas &amp;principal</translation>
    </message>
    <message>
        <source>Run to the next line of this function (F10)</source>
        <translation>Exécuter jusqu&apos;à la ligne suivante de cette fonction (F10)</translation>
    </message>
    <message>
        <source>Step &amp;Into</source>
        <translation>Pas à pas &amp;détaillé</translation>
    </message>
    <message>
        <source>Run to the next line, entering calls and events (F11)</source>
        <translation>Exécuter jusqu&apos;à la ligne suivante, en entrant dans les appels et les événements (F11)</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation>Pas à pas &amp;sortant</translation>
    </message>
    <message>
        <source>Run until this function returns (Shift+F11)</source>
        <translation>Exécuter jusqu&apos;au retour de cette fonction (Maj+F11)</translation>
    </message>
    <message>
        <source>Step I&amp;nstruction</source>
        <translation>Pas à pas par i&amp;nstruction</translation>
    </message>
    <message>
        <source>Run one VM instruction (Ctrl+F11)</source>
        <translation>Exécuter une instruction de la VM (Ctrl+F11)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>Stop the running scripts where they are</source>
        <translation>Suspendre les scripts en cours là où ils sont</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>End the running scripts (Shift+F5)</source>
        <translation>Terminer les scripts en cours (Maj+F5)</translation>
    </message>
    <message>
        <source>Toggle &amp;Breakpoint</source>
        <translation>&amp;Basculer le point d&apos;arrêt</translation>
    </message>
    <message>
        <source>Add or remove a breakpoint at the caret&apos;s line (F9)</source>
        <translation>Ajouter ou retirer un point d&apos;arrêt sur la ligne du curseur (F9)</translation>
    </message>
    <message>
        <source>Break on Script &amp;Error</source>
        <translation>S&apos;arrêter sur les erreurs de scr&amp;ipt</translation>
    </message>
    <message>
        <source>Stop in the debugger where a script error happens, before it unwinds</source>
        <translation>S&apos;arrêter dans le débogueur là où se produit une erreur de script, avant le déroulement de la pile</translation>
    </message>
    <message>
        <source>Debug Toolbar</source>
        <translation>Barre d&apos;outils de débogage</translation>
    </message>
    <message>
        <source>%1 (F5)</source>
        <translation>%1 (F5)</translation>
    </message>
    <message>
        <source>The module did not build: nothing to run</source>
        <translation>Le module ne s&apos;est pas compilé&#xa0;: rien à exécuter</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>Débogage</translation>
    </message>
    <message>
        <source>Running %1(%2)...</source>
        <translation>Exécution de %1(%2)...</translation>
    </message>
    <message>
        <source>%1 returned %2</source>
        <translation>%1 a renvoyé %2</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>Échec de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Stopped at %1 (%2)</source>
        <translation>Arrêté en %1 (%2)</translation>
    </message>
    <message>
        <source>%1 is not in the latest build</source>
        <translation>%1 n&apos;est pas dans la dernière compilation</translation>
    </message>
    <message>
        <source>Add Breakpoint</source>
        <translation>Ajouter un point d&apos;arrêt</translation>
    </message>
    <message>
        <source>Add Conditional Breakpoint...</source>
        <translation>Ajouter un point d&apos;arrêt conditionnel...</translation>
    </message>
    <message>
        <source>Edit Breakpoint...</source>
        <translation>Modifier le point d&apos;arrêt...</translation>
    </message>
    <message>
        <source>Disable Breakpoint</source>
        <translation>Désactiver le point d&apos;arrêt</translation>
    </message>
    <message>
        <source>Enable Breakpoint</source>
        <translation>Activer le point d&apos;arrêt</translation>
    </message>
    <message>
        <source>Delete Breakpoint</source>
        <translation>Supprimer le point d&apos;arrêt</translation>
    </message>
    <message>
        <source>The module this one requires does not build: %1</source>
        <translation>Le module requis par celui-ci ne se compile pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>Another run holds the debugger</source>
        <translation>Une autre exécution occupe le débogueur</translation>
    </message>
</context>
<context>
    <name>incursion::studio::DebugSession</name>
    <message>
        <source>There is no built module to run.</source>
        <translation>Il n&apos;y a aucun module compilé à exécuter.</translation>
    </message>
    <message>
        <source>The module does not load: %1</source>
        <translation>Le module ne se charge pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>Watches and breakpoint conditions cannot be evaluated: %1</source>
        <translation>Les expressions surveillées et les conditions des points d&apos;arrêt ne peuvent pas être évaluées&#xa0;: %1</translation>
    </message>
    <message>
        <source>the module has no script function %1</source>
        <translation>le module n&apos;a pas de fonction de script %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n argument(s)</source>
        <translation>
            <numerusform>%1 prend %n argument</numerusform>
            <numerusform>%1 prend %n arguments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>incursion::studio::DiagnosticsPresenter</name>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>note</source>
        <translation>remarque</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1:%2:%3: note: %4</source>
        <translation>%1:%2:%3: remarque&#xa0;: %4</translation>
    </message>
</context>
<context>
    <name>incursion::studio::DisassemblyView</name>
    <message>
        <source>Click to toggle an instruction breakpoint (F9)</source>
        <translation>Cliquez pour ajouter ou retirer un point d&apos;arrêt d&apos;instruction (F9)</translation>
    </message>
    <message>
        <source>Disassembly: %1</source>
        <translation>Désassemblage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Disassembly: %1 %2</source>
        <translation>Désassemblage&#xa0;: %1 %2</translation>
    </message>
    <message>
        <source>Toggle Instruction Breakpoint</source>
        <translation>Basculer le point d&apos;arrêt d&apos;instruction</translation>
    </message>
</context>
<context>
    <name>incursion::studio::DocumentTabs</name>
    <message>
        <source>%1 is a binary file.</source>
        <translation>%1 est un fichier binaire.</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>Ouvrir un fichier</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>IncursionScript files (*.irc *.irh *.h);;All files (*)</source>
        <translation>Fichiers IncursionScript (*.irc *.irh *.h);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 (deleted)</source>
        <translation>%1 (supprimé)</translation>
    </message>
    <message>
        <source>%1 was removed from disk; the editor keeps its text</source>
        <translation>%1 a été supprimé du disque&#xa0;; l&apos;éditeur conserve son texte</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>%1 rechargé</translation>
    </message>
    <message>
        <source>Incursion Studio</source>
        <translation>Incursion Studio</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to these files before closing them?</source>
        <translation>Enregistrer les modifications de ces fichiers avant de les fermer&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <source>%1 was changed by another program, and you have unsaved changes in it.</source>
        <translation>%1 a été modifié par un autre programme, et vous y avez des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Reload it and lose your changes, or keep your version?</source>
        <translation>Le recharger et perdre vos modifications, ou garder votre version&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>&amp;Keep My Version</source>
        <translation>&amp;Garder ma version</translation>
    </message>
</context>
<context>
    <name>incursion::studio::EditCommands</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>&amp;Find...</source>
        <translation>R&amp;echercher...</translation>
    </message>
    <message>
        <source>R&amp;eplace...</source>
        <translation>Re&amp;mplacer...</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Rechercher le &amp;suivant</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Rechercher le &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Go to Line...</source>
        <translation>A&amp;ller à la ligne...</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Zoom arrière</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Réinitialiser le zoom</translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>Aller à la ligne</translation>
    </message>
    <message>
        <source>Line (1 - %1):</source>
        <translation>Ligne (1 - %1)&#xa0;:</translation>
    </message>
    <message>
        <source>Go to Line (Second Key)</source>
        <translation>Aller à la ligne (seconde touche)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::EditorHover</name>
    <message>
        <source>resource</source>
        <translation>ressource</translation>
    </message>
    <message>
        <source>event handler</source>
        <translation>gestionnaire d&apos;événement</translation>
    </message>
    <message>
        <source>function</source>
        <translation>fonction</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>variable</translation>
    </message>
    <message>
        <source>local variable</source>
        <translation>variable locale</translation>
    </message>
    <message>
        <source>system object</source>
        <translation>objet système</translation>
    </message>
    <message>
        <source>API function</source>
        <translation>fonction de l&apos;API</translation>
    </message>
    <message>
        <source>API method</source>
        <translation>méthode de l&apos;API</translation>
    </message>
    <message>
        <source>API member</source>
        <translation>membre de l&apos;API</translation>
    </message>
    <message>
        <source>macro</source>
        <translation>macro</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>constante</translation>
    </message>
    <message>
        <source>included file</source>
        <translation>fichier inclus</translation>
    </message>
    <message>
        <source>keyword</source>
        <translation>mot-clé</translation>
    </message>
</context>
<context>
    <name>incursion::studio::EntityInspectorDock</name>
    <message>
        <source>Entity Inspector</source>
        <translation>Inspecteur d&apos;entités</translation>
    </message>
    <message>
        <source>Click a creature or item on the playtest map to inspect it.</source>
        <translation>Cliquez sur une créature ou un objet de la carte pour l&apos;inspecter.</translation>
    </message>
    <message>
        <source>Go to Source</source>
        <translation>Aller à la source</translation>
    </message>
    <message>
        <source>Where this was declared is not known</source>
        <translation>L&apos;endroit où ceci a été déclaré est inconnu</translation>
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
        <translation>Recherche</translation>
    </message>
    <message>
        <source>&amp;Case sensitive</source>
        <translation>Sensible à la ca&amp;sse</translation>
    </message>
    <message>
        <source>&amp;Whole words</source>
        <translation>Mots en&amp;tiers</translation>
    </message>
    <message>
        <source>Regular e&amp;xpression</source>
        <translation>E&amp;xpression régulière</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>&amp;Replace...</source>
        <translation>Remp&amp;lacer...</translation>
    </message>
    <message>
        <source>Text to find</source>
        <translation>Texte à rechercher</translation>
    </message>
    <message>
        <source>Replacement (\1 for a captured group)</source>
        <translation>Remplacement (\1 pour un groupe capturé)</translation>
    </message>
    <message>
        <source>File name patterns, separated by spaces</source>
        <translation>Motifs de noms de fichiers, séparés par des espaces</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Rechercher&#xa0;:</translation>
    </message>
    <message>
        <source>Replace:</source>
        <translation>Remplacer&#xa0;:</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>Fichiers&#xa0;:</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Occurrence</translation>
    </message>
    <message>
        <source>After replacing</source>
        <translation>Après remplacement</translation>
    </message>
    <message>
        <source>No project folder to search</source>
        <translation>Aucun dossier de projet où rechercher</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>Recherche en cours...</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 occurrence</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 occurrences</translation>
    </message>
    <message>
        <source>in 1 file</source>
        <translation>dans 1 fichier</translation>
    </message>
    <message>
        <source>in %1 files</source>
        <translation>dans %1 fichiers</translation>
    </message>
    <message>
        <source>(searching...)</source>
        <translation>(recherche en cours...)</translation>
    </message>
    <message>
        <source>Replace %1 with &quot;%2&quot; in %3?</source>
        <translation>Remplacer %1 par «&#xa0;%2&#xa0;» dans %3&#xa0;?</translation>
    </message>
    <message>
        <source>1 file</source>
        <translation>1 fichier</translation>
    </message>
    <message>
        <source>%1 files</source>
        <translation>%1 fichiers</translation>
    </message>
    <message>
        <source>Replace in Files</source>
        <translation>Remplacer dans les fichiers</translation>
    </message>
    <message>
        <source>Some files were not changed:
%1</source>
        <translation>Certains fichiers n&apos;ont pas été modifiés&#xa0;:
%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the file changed since the search</source>
        <translation>le fichier a changé depuis la recherche</translation>
    </message>
    <message>
        <source>Could not replace in: %1</source>
        <translation>Remplacement impossible dans&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::FindReplaceBar</name>
    <message>
        <source>Match &amp;case</source>
        <translation>Respecter la &amp;casse</translation>
    </message>
    <message>
        <source>&amp;Whole words</source>
        <translation>&amp;Mots entiers</translation>
    </message>
    <message>
        <source>Regular e&amp;xpression</source>
        <translation>E&amp;xpression régulière</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Remplacer par</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Fermer la barre de recherche (Échap)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <source>Replace &amp;All</source>
        <translation>Remplacer &amp;tout</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n remplacement</numerusform>
            <numerusform>%n remplacements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n matches</source>
        <translation>
            <numerusform>Plus de %n occurrence</numerusform>
            <numerusform>Plus de %n occurrences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n occurrence</numerusform>
            <numerusform>%n occurrences</numerusform>
        </translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Aucune occurrence</translation>
    </message>
    <message>
        <source>Invalid regular expression</source>
        <translation>Expression régulière non valide</translation>
    </message>
</context>
<context>
    <name>incursion::studio::GlobalOperationDialog</name>
    <message>
        <source>Only where</source>
        <translation>Seulement où</translation>
    </message>
    <message>
        <source>On the selection only</source>
        <translation>Dans la sélection seulement</translation>
    </message>
    <message>
        <source>Global Operation</source>
        <translation>Opération globale</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Définir</translation>
    </message>
</context>
<context>
    <name>incursion::studio::HelpBrowser</name>
    <message>
        <source>&lt;h1&gt;%1&lt;/h1&gt;&lt;p&gt;This name is not in the Script Reference of the open module.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1&lt;/h1&gt;&lt;p&gt;Ce nom n&apos;est pas dans la référence des scripts du module ouvert.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>incursion::studio::HelpController</name>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>&amp;Language Guide</source>
        <translation>&amp;Guide du langage</translation>
    </message>
    <message>
        <source>Resources, handlers, events, the script dialect, prefab grids and world bitmaps</source>
        <translation>Ressources, gestionnaires, événements, le dialecte de script, grilles préfabriquées et bitmaps de monde</translation>
    </message>
    <message>
        <source>Script &amp;Reference</source>
        <translation>&amp;Référence des scripts</translation>
    </message>
    <message>
        <source>Every keyword, resource kind, event, constant and API name, searchable</source>
        <translation>Chaque mot-clé, genre de ressource, événement, constante et nom de l&apos;API, avec recherche</translation>
    </message>
    <message>
        <source>&amp;Context Help</source>
        <translation>Aide &amp;contextuelle</translation>
    </message>
    <message>
        <source>Open the reference of the name under the cursor (F1)</source>
        <translation>Ouvrir la référence du nom sous le curseur (F1)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::HelpView</name>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Guide Contents</source>
        <translation>Sommaire du guide</translation>
    </message>
    <message>
        <source>Filter the index</source>
        <translation>Filtrer l&apos;index</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Not in the reference&lt;/h1&gt;&lt;p&gt;Nothing in the Script Reference is named like &lt;code&gt;%1&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Absent de la référence&lt;/h1&gt;&lt;p&gt;Rien dans la référence des scripts ne s&apos;appelle &lt;code&gt;%1&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>incursion::studio::KeyboardShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>incursion::studio::LanguageIntegration</name>
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
        <translation>Résultat de la dernière vérification du module</translation>
    </message>
    <message>
        <source>Go to &amp;Definition</source>
        <translation>Aller à la &amp;définition</translation>
    </message>
    <message>
        <source>No definition found under the cursor</source>
        <translation>Aucune définition trouvée sous le curseur</translation>
    </message>
    <message>
        <source>Find in F&amp;iles...</source>
        <translation>Rechercher dans les f&amp;ichiers...</translation>
    </message>
    <message>
        <source>&amp;Check Now</source>
        <translation>&amp;Vérifier maintenant</translation>
    </message>
    <message>
        <source>Check the module for errors now (F7); it is also checked while you type</source>
        <translation>Rechercher maintenant les erreurs du module (F7)&#xa0;; il est aussi vérifié pendant la saisie</translation>
    </message>
    <message>
        <source>No main file: set one in Project Settings to check the module</source>
        <translation>Pas de fichier principal&#xa0;: définissez-en un dans les paramètres du projet pour vérifier le module</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Cannot read the main file %1</source>
        <translation>Impossible de lire le fichier principal %1</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Aucun problème</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 erreur</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 erreurs</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 avertissement</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 avertissements</translation>
    </message>
    <message>
        <source>%1 (checked in %2)</source>
        <translation>%1 (vérifié en %2)</translation>
    </message>
    <message>
        <source>Go to where the name under the cursor is declared: an API function, resource, macro, local, function, variable or included file (also Ctrl+click)</source>
        <translation>Aller à la déclaration du nom sous le curseur : fonction de l&apos;API, ressource, macro, variable locale, fonction, variable ou fichier inclus (aussi Ctrl+clic)</translation>
    </message>
    <message>
        <source>Find &amp;References</source>
        <translation>C&amp;hercher les références</translation>
    </message>
    <message>
        <source>List every place that names what is under the cursor (Shift+F2)</source>
        <translation>Lister chaque endroit qui nomme ce qui est sous le curseur (Maj+F2)</translation>
    </message>
    <message>
        <source>Nothing known under the cursor</source>
        <translation>Rien de connu sous le curseur</translation>
    </message>
    <message>
        <source>Re&amp;name Symbol...</source>
        <translation>Re&amp;nommer le symbole...</translation>
    </message>
    <message>
        <source>Rename the resource, function or variable under the cursor everywhere in the project</source>
        <translation>Renommer la ressource, la fonction ou la variable sous le curseur dans tout le projet</translation>
    </message>
    <message>
        <source>Go &amp;Back</source>
        <translation>Position pr&amp;écédente</translation>
    </message>
    <message>
        <source>Go &amp;Forward</source>
        <translation>Position sui&amp;vante</translation>
    </message>
    <message>
        <source>No editor</source>
        <translation>Aucun éditeur</translation>
    </message>
    <message numerus="yes">
        <source>Renamed in %n file(s)</source>
        <translation>
            <numerusform>Renommé dans %n fichier</numerusform>
            <numerusform>Renommé dans %n fichiers</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing that can be renamed is under the cursor</source>
        <translation>Rien de renommable sous le curseur</translation>
    </message>
    <message>
        <source>Rename Symbol</source>
        <translation>Renommer le symbole</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>Nouveau nom pour %1 :</translation>
    </message>
</context>
<context>
    <name>incursion::studio::LayoutModes</name>
    <message>
        <source>&amp;Edit Layout</source>
        <translation>Disposition d&apos;&amp;édition</translation>
    </message>
    <message>
        <source>&amp;Debug Layout</source>
        <translation>Disposition de &amp;débogage</translation>
    </message>
    <message>
        <source>The panels for editing: the editor gets most of the window (Ctrl+2)</source>
        <translation>Les panneaux pour éditer : l&apos;éditeur occupe la plus grande partie de la fenêtre (Ctrl+2)</translation>
    </message>
    <message>
        <source>The panels for debugging: Call Stack, Variables, Watches and Breakpoints (Ctrl+4)</source>
        <translation>Les panneaux pour déboguer : Pile d&apos;appels, Variables, Expressions surveillées et Points d&apos;arrêt (Ctrl+4)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::LegendEntryDialog</name>
    <message>
        <source>Legend Entry</source>
        <translation>Entrée de légende</translation>
    </message>
    <message>
        <source>$&quot;floor&quot; with $&quot;goblin&quot; [TILE_GUARDING]</source>
        <translation>$&quot;floor&quot; with $&quot;goblin&quot; [TILE_GUARDING]</translation>
    </message>
    <message>
        <source>Type a resource name</source>
        <translation>Saisissez un nom de ressource</translation>
    </message>
    <message>
        <source>&amp;Insert</source>
        <translation>&amp;Insérer</translation>
    </message>
    <message>
        <source>&amp;Character:</source>
        <translation>&amp;Caractère&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Definition:</source>
        <translation>&amp;Définition&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Resource:</source>
        <translation>&amp;Ressource&#xa0;:</translation>
    </message>
</context>
<context>
    <name>incursion::studio::MainWindow</name>
    <message>
        <source>Open &amp;Project...</source>
        <translation>Ouvrir un &amp;projet...</translation>
    </message>
    <message>
        <source>&amp;Open File...</source>
        <translation>&amp;Ouvrir un fichier...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>Enregistrer &amp;tout</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Close All</source>
        <translation>Tout fermer</translation>
    </message>
    <message>
        <source>Close P&amp;roject</source>
        <translation>Fermer le p&amp;rojet</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Pre&amp;ferences...</source>
        <translation>Pré&amp;férences...</translation>
    </message>
    <message>
        <source>Project &amp;Settings...</source>
        <translation>&amp;Paramètres du projet...</translation>
    </message>
    <message>
        <source>&amp;About Incursion Studio</source>
        <translation>À &amp;propos d&apos;Incursion Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Recent P&amp;rojects</source>
        <translation>Projets ré&amp;cents</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Projet</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Compiler</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation>&amp;Déboguer</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Ouvrir un projet</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Aucun projet récent</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Projects</source>
        <translation>&amp;Effacer la liste des projets récents</translation>
    </message>
    <message>
        <source>Incursion Studio</source>
        <translation>Incursion Studio</translation>
    </message>
    <message>
        <source>Line %1, Column %2</source>
        <translation>Ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>Open Project Folder</source>
        <translation>Ouvrir un dossier de projet</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>Ouvrir un fichier</translation>
    </message>
    <message>
        <source>IncursionScript files (*.irc *.irh *.h);;All files (*)</source>
        <translation>Fichiers IncursionScript (*.irc *.irh *.h);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>About Incursion Studio</source>
        <translation>À propos d&apos;Incursion Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Incursion Studio %1&lt;/h3&gt;&lt;p&gt;An IDE for writing IncursionScript modules for the Incursion roguelike.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Incursion Studio %1&lt;/h3&gt;&lt;p&gt;Un environnement de développement pour écrire des modules IncursionScript pour le roguelike Incursion.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New &amp;Module...</source>
        <translation>&amp;Nouveau module...</translation>
    </message>
    <message>
        <source>&amp;Welcome Page</source>
        <translation>Page d&apos;a&amp;ccueil</translation>
    </message>
    <message>
        <source>New Module</source>
        <translation>Nouveau module</translation>
    </message>
    <message>
        <source>No module templates were found in %1.</source>
        <translation>Aucun modèle de module trouvé dans %1.</translation>
    </message>
    <message>
        <source>Open the Example</source>
        <translation>Ouvrir l&apos;exemple</translation>
    </message>
    <message>
        <source>The example module is not installed.</source>
        <translation>Le module d&apos;exemple n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>Vault painter</source>
        <translation>Éditeur de vaults</translation>
    </message>
    <message>
        <source>World editor</source>
        <translation>Éditeur de monde</translation>
    </message>
    <message>
        <source>Disassembly</source>
        <translation>Désassemblage</translation>
    </message>
    <message>
        <source>Playtest panel</source>
        <translation>Panneau Partie de test</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>Raccourcis c&amp;lavier...</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ModuleBrowserDock</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 sur %3)</translation>
    </message>
    <message>
        <source>event handler</source>
        <translation>gestionnaire d&apos;événement</translation>
    </message>
    <message>
        <source>gear condition</source>
        <translation>condition d&apos;équipement</translation>
    </message>
    <message>
        <source>encounter condition</source>
        <translation>condition de rencontre</translation>
    </message>
    <message>
        <source>script function</source>
        <translation>fonction de script</translation>
    </message>
    <message>
        <source>Module Browser</source>
        <translation>Contenu du module</translation>
    </message>
    <message>
        <source>Filter resources</source>
        <translation>Filtrer les ressources</translation>
    </message>
    <message>
        <source>Double-click a resource to see its source, a function to see its disassembly</source>
        <translation>Double-cliquez sur une ressource pour voir sa source, sur une fonction pour voir son désassemblage</translation>
    </message>
    <message>
        <source>%1, %2 instructions</source>
        <translation>%1, %2 instructions</translation>
    </message>
    <message>
        <source>%1
%2:%3</source>
        <translation>%1
%2:%3</translation>
    </message>
    <message>
        <source>Fields: %1</source>
        <translation>Champs&#xa0;: %1</translation>
    </message>
    <message>
        <source>Functions</source>
        <translation>Fonctions</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n of its event handlers can run in a playtest</source>
        <translation>
            <numerusform>%n de ses gestionnaires d&apos;événement peut s&apos;exécuter en partie de test</numerusform>
            <numerusform>%n de ses gestionnaires d&apos;événement peuvent s&apos;exécuter en partie de test</numerusform>
        </translation>
    </message>
    <message>
        <source>All functions</source>
        <translation>Toutes les fonctions</translation>
    </message>
    <message>
        <source>Handlers that run in a playtest</source>
        <translation>Gestionnaires exécutés en partie de test</translation>
    </message>
    <message>
        <source>Handlers that cannot run</source>
        <translation>Gestionnaires qui ne peuvent pas s&apos;exécuter</translation>
    </message>
    <message>
        <source>Show the event handlers the runtime can run in a playtest, or those it cannot</source>
        <translation>Afficher les gestionnaires d&apos;événement que le moteur peut exécuter en partie de test, ou ceux qu&apos;il ne peut pas exécuter</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>S&apos;exécute</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>s&apos;exécute</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>ne s&apos;exécute pas</translation>
    </message>
    <message>
        <source>Can run in a playtest.</source>
        <translation>Peut s&apos;exécuter en partie de test.</translation>
    </message>
    <message>
        <source>Cannot run in a playtest:</source>
        <translation>Ne peut pas s&apos;exécuter en partie de test&#xa0;:</translation>
    </message>
    <message>
        <source>Can run in a playtest (%1).</source>
        <translation>Peut s&apos;exécuter en partie de test (%1).</translation>
    </message>
</context>
<context>
    <name>incursion::studio::NewModuleWizard</name>
    <message>
        <source>&amp;Extends:</source>
        <translation>É&amp;tend&#xa0;:</translation>
    </message>
    <message>
        <source>New Module</source>
        <translation>Nouveau module</translation>
    </message>
    <message>
        <source>Name and Location</source>
        <translation>Nom et emplacement</translation>
    </message>
    <message>
        <source>The module&apos;s name is what the game shows; its folder is made from it.</source>
        <translation>Le nom du module est celui que le jeu affiche&#xa0;; son dossier en est tiré.</translation>
    </message>
    <message>
        <source>The Sunken Cellars</source>
        <translation>Les Caves englouties</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Parcourir...</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Create &amp;in:</source>
        <translation>Créer &amp;dans&#xa0;:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>Create the Module In</source>
        <translation>Créer le module dans</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>What the new module starts with.</source>
        <translation>Ce avec quoi le nouveau module commence.</translation>
    </message>
    <message>
        <source>Br&amp;owse...</source>
        <translation>Parc&amp;ourir...</translation>
    </message>
    <message>
        <source>The Module&apos;s Main File</source>
        <translation>Fichier principal du module</translation>
    </message>
    <message>
        <source>IncursionScript main files (*.irc)</source>
        <translation>Fichiers principaux IncursionScript (*.irc)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Récapitulatif</translation>
    </message>
    <message>
        <source>Finish writes these files and opens the module.</source>
        <translation>Terminer écrit ces fichiers et ouvre le module.</translation>
    </message>
    <message>
        <source>Choose the folder to make the module in.</source>
        <translation>Choisissez le dossier où créer le module.</translation>
    </message>
    <message>
        <source>%1 has no main .irc file.</source>
        <translation>%1 n&apos;a pas de fichier principal .irc.</translation>
    </message>
    <message>
        <source>%1 declares no Module name.</source>
        <translation>%1 ne déclare pas de nom de Module.</translation>
    </message>
    <message>
        <source>Cannot extend it: %1</source>
        <translation>Impossible de l&apos;étendre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Extends the module “%1”.</source>
        <translation>Étend le module «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Module: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Module&#xa0;: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Dossier&#xa0;: %1</translation>
    </message>
    <message>
        <source>Template: %1</source>
        <translation>Modèle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Requires: %1 (%2)</source>
        <translation>Requiert&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>Fichiers&#xa0;:</translation>
    </message>
</context>
<context>
    <name>incursion::studio::NewWorldDialog</name>
    <message>
        <source>Generate from seed</source>
        <translation>Générer à partir d&apos;une graine</translation>
    </message>
    <message>
        <source>New World</source>
        <translation>Nouveau monde</translation>
    </message>
    <message>
        <source>Size (cells):</source>
        <translation>Taille (cases)&#xa0;:</translation>
    </message>
    <message>
        <source>Schema:</source>
        <translation>Schéma&#xa0;:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
</context>
<context>
    <name>incursion::studio::OutlineDock</name>
    <message>
        <source>Outline</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Filter resources and handlers</source>
        <translation>Filtrer ressources et gestionnaires</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;</source>
        <translation>%1 «&#xa0;%2&#xa0;»</translation>
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
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>A&amp;dd...</source>
        <translation>A&amp;jouter...</translation>
    </message>
    <message>
        <source>Include Folder</source>
        <translation>Dossier d&apos;inclusion</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PlacementPreviewPanel</name>
    <message>
        <source>Statistics…</source>
        <translation>Statistiques…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Generate %1 levels as the game makes them and count where and why the vault was placed or not</source>
        <translation>Générer %1 niveaux comme le jeu les crée et compter où et pourquoi le vault a été placé ou non</translation>
    </message>
    <message>
        <source>Statistics of %1 levels show here.</source>
        <translation>Les statistiques sur %1 niveaux s&apos;affichent ici.</translation>
    </message>
    <message>
        <source>The placement preview shows once the vault is painted.</source>
        <translation>L&apos;aperçu du placement s&apos;affiche dès que le vault est peint.</translation>
    </message>
    <message>
        <source>%1: %2. Six levels generated by the game&apos;s generator, seeds %3 to %4:</source>
        <translation>%1&#xa0;: %2. Six niveaux produits par le générateur du jeu, graines %3 à %4&#xa0;:</translation>
    </message>
    <message>
        <source>The vault at %1,%2 (outlined)</source>
        <translation>Le vault en %1,%2 (encadré)</translation>
    </message>
    <message>
        <source>Seed %1, depth %2, %3</source>
        <translation>Graine %1, profondeur %2, %3</translation>
    </message>
    <message>
        <source>Seed %1, depth %2: not placed, %3</source>
        <translation>Graine %1, profondeur %2&#xa0;: non placé, %3</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Jouer d&apos;ici</translation>
    </message>
    <message>
        <source>Start a playtest on this level (seed %1, depth %2) inside the vault; breakpoints are active</source>
        <translation>Lancer une partie de test sur ce niveau (graine %1, profondeur %2) à l&apos;intérieur du vault&#xa0;; les points d&apos;arrêt sont actifs</translation>
    </message>
    <message>
        <source>Generating %1 levels…</source>
        <translation>Génération de %1 niveaux…</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PlaytestController</name>
    <message>
        <source>Start &amp;Playtest</source>
        <translation>Lancer une partie de &amp;test</translation>
    </message>
    <message>
        <source>&amp;Reload and Replay</source>
        <translation>&amp;Recharger et rejouer</translation>
    </message>
    <message>
        <source>Rebuild, restart the playtest from the new module and replay it to where it was (Ctrl+Shift+F5)</source>
        <translation>Recompiler, relancer la partie de test avec le nouveau module et la rejouer jusqu&apos;où elle en était (Ctrl+Maj+F5)</translation>
    </message>
    <message>
        <source>Playtest &amp;Report</source>
        <translation>Rapp&amp;ort de partie de test</translation>
    </message>
    <message>
        <source>Play &amp;World</source>
        <translation>Jouer le &amp;monde</translation>
    </message>
    <message>
        <source>Start the playtest on the world&apos;s local tiles, from its first dungeon site (F5 while a world is the current document)</source>
        <translation>Lancer la partie de test sur les tuiles locales du monde, depuis son premier site de donjon (F5 quand un monde est le document courant)</translation>
    </message>
    <message>
        <source>%1: no cell of the world can be walked on</source>
        <translation>%1&#xa0;: aucune case du monde n&apos;est praticable</translation>
    </message>
    <message>
        <source>Playtest Report</source>
        <translation>Rapport de partie de test</translation>
    </message>
    <message>
        <source>The playtest report (a morgue file)</source>
        <translation>Le rapport de la partie de test (un fichier morgue)</translation>
    </message>
    <message>
        <source>Open the playtest report of the game as it stands, or as it ended</source>
        <translation>Ouvrir le rapport de la partie de test en l&apos;état, ou telle qu&apos;elle s&apos;est terminée</translation>
    </message>
    <message>
        <source>The world&apos;s unsaved cells cannot be played: %1</source>
        <translation>Les cases non enregistrées du monde ne peuvent pas être jouées : %1</translation>
    </message>
    <message>
        <source>Cell %1,%2 cannot be played: %3</source>
        <translation>La case %1,%2 ne peut pas être jouée : « %3 »</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PlaytestDock</name>
    <message>
        <source> (wielded)</source>
        <translation> (en main)</translation>
    </message>
    <message>
        <source> (worn)</source>
        <translation> (porté)</translation>
    </message>
    <message>
        <source>Drink which potion?</source>
        <translation>Boire quelle potion ?</translation>
    </message>
    <message>
        <source>Read which scroll?</source>
        <translation>Lire quel parchemin ?</translation>
    </message>
    <message>
        <source>Zap which wand?</source>
        <translation>Utiliser quelle baguette ?</translation>
    </message>
    <message>
        <source>Eat what?</source>
        <translation>Manger quoi ?</translation>
    </message>
    <message>
        <source>Wield or wear which item?</source>
        <translation>Manier ou porter quel objet ?</translation>
    </message>
    <message>
        <source>Take off which item?</source>
        <translation>Retirer quel objet ?</translation>
    </message>
    <message>
        <source>Wield/Wear</source>
        <translation>Manier/Porter</translation>
    </message>
    <message>
        <source>Take Off</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Cast which spell?</source>
        <translation>Lancer quel sort ?</translation>
    </message>
    <message>
        <source>Use which item?</source>
        <translation>Utiliser quel objet ?</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>Inventaire</translation>
    </message>
    <message>
        <source>You carry nothing.</source>
        <translation>Vous ne portez rien.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Dextérité</translation>
    </message>
    <message>
        <source>Constitution</source>
        <translation>Constitution</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligence</translation>
    </message>
    <message>
        <source>Wisdom</source>
        <translation>Sagesse</translation>
    </message>
    <message>
        <source>Charisma</source>
        <translation>Charisme</translation>
    </message>
    <message>
        <source>%1, level %2, %3 experience</source>
        <translation>%1, niveau %2, %3 points d&apos;expérience</translation>
    </message>
    <message>
        <source>Hit points %1 / %2, mana %3 / %4</source>
        <translation>Points de vie %1 / %2, mana %3 / %4</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Defence %1, to-hit %2, armour %3</source>
        <translation>Défense %1, toucher %2, armure %3</translation>
    </message>
    <message>
        <source>Speed %1%, movement %2%</source>
        <translation>Vitesse %1 %, déplacement %2 %</translation>
    </message>
    <message>
        <source>Spell: %1</source>
        <translation>Sort : %1</translation>
    </message>
    <message>
        <source>Character Sheet</source>
        <translation>Fiche de personnage</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A Script Asks</source>
        <translation>Un script demande</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Partie de test</translation>
    </message>
    <message>
        <source>Messages of the game appear here.</source>
        <translation>Les messages du jeu s&apos;affichent ici.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Start a new game with these options</source>
        <translation>Lancer une nouvelle partie avec ces options</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Hold the bot between its steps</source>
        <translation>Suspendre le bot entre ses pas</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>First offered</source>
        <translation>Premier proposé</translation>
    </message>
    <message>
        <source>&amp;Race:</source>
        <translation>R&amp;ace&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>C&amp;lasse&#xa0;:</translation>
    </message>
    <message>
        <source>Race decides</source>
        <translation>Selon la race</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Masculin</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Féminin</translation>
    </message>
    <message>
        <source>Se&amp;x:</source>
        <translation>Se&amp;xe&#xa0;:</translation>
    </message>
    <message>
        <source>The player&apos;s sex at the next start, chosen before the race; &quot;Race decides&quot;: male, or female when the race accepts only that</source>
        <translation>Le sexe du joueur au prochain démarrage, choisi avant la race&#xa0;; «&#xa0;Selon la race&#xa0;»&#xa0;: masculin, ou féminin si la race n&apos;accepte que cela</translation>
    </message>
    <message>
        <source>The player&apos;s race at the next start; the list fills when a game has started</source>
        <translation>La race du joueur au prochain démarrage&#xa0;; la liste se remplit une fois une partie lancée</translation>
    </message>
    <message>
        <source>The player&apos;s class at the next start; the list fills when a game has started</source>
        <translation>La classe du joueur au prochain démarrage&#xa0;; la liste se remplit une fois une partie lancée</translation>
    </message>
    <message>
        <source>The random seed: the same seed and commands play the same game</source>
        <translation>La graine aléatoire&#xa0;: la même graine et les mêmes commandes donnent la même partie</translation>
    </message>
    <message>
        <source>&amp;Depth:</source>
        <translation>P&amp;rofondeur&#xa0;:</translation>
    </message>
    <message>
        <source>The dungeon level the player starts on</source>
        <translation>Le niveau du donjon où commence le joueur</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combattre</translation>
    </message>
    <message>
        <source>&amp;Bot:</source>
        <translation>&amp;Bot&#xa0;:</translation>
    </message>
    <message>
        <source>Let a bot play: it explores the levels, or stays and fights</source>
        <translation>Laisser jouer un bot&#xa0;: il explore les niveaux, ou reste sur place et combat</translation>
    </message>
    <message>
        <source> steps/s</source>
        <translation> pas/s</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Au plus vite</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>The bot&apos;s steps per second; 0 plays as fast as it can</source>
        <translation>Pas du bot par seconde&#xa0;; 0 joue aussi vite que possible</translation>
    </message>
    <message>
        <source>Save Snapshot</source>
        <translation>Enregistrer un instantané</translation>
    </message>
    <message>
        <source>Keep the game as it is now, to come back to it</source>
        <translation>Garder la partie dans son état actuel, pour y revenir</translation>
    </message>
    <message>
        <source>Load Snapshot</source>
        <translation>Charger l&apos;instantané</translation>
    </message>
    <message>
        <source>Go back to the saved snapshot</source>
        <translation>Revenir à l&apos;instantané enregistré</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-, Ctrl+wheel)</source>
        <translation>Zoom arrière (Ctrl+-, Ctrl+molette)</translation>
    </message>
    <message>
        <source>Zoom; Ctrl+0 resets it</source>
        <translation>Zoom&#xa0;; Ctrl+0 le réinitialise</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+=, Ctrl+wheel)</source>
        <translation>Zoom avant (Ctrl+=, Ctrl+molette)</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Vue d&apos;ensemble</translation>
    </message>
    <message>
        <source>Fit the whole level into the map</source>
        <translation>Ajuster tout le niveau à la carte</translation>
    </message>
    <message>
        <source>Open Debugger</source>
        <translation>Ouvrir le débogueur</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajusté</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <source>HP %1</source>
        <translation>PV %1</translation>
    </message>
    <message>
        <source>Mana %1 / %2</source>
        <translation>Mana %1 / %2</translation>
    </message>
    <message>
        <source>Speed %1%</source>
        <translation>Vitesse %1&#xa0;%</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>World %1,%2</source>
        <translation>Monde %1,%2</translation>
    </message>
    <message>
        <source>World %1,%2, depth %3</source>
        <translation>Monde %1,%2, profondeur %3</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Profondeur %1</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>Dead: %1</source>
        <translation>Mort&#xa0;: %1</translation>
    </message>
    <message>
        <source>Travel</source>
        <translation>Voyager</translation>
    </message>
    <message>
        <source>Horse to %1 (%2 hours)</source>
        <translation>À cheval vers %1 (%2 heures)</translation>
    </message>
    <message>
        <source>Ship to %1 (%2 hours)</source>
        <translation>En bateau vers %1 (%2 heures)</translation>
    </message>
    <message>
        <source>Airship to %1 (%2 hours)</source>
        <translation>En dirigeable vers %1 (%2 heures)</translation>
    </message>
    <message>
        <source>&amp;God:</source>
        <translation>Die&amp;u&#xa0;:</translation>
    </message>
    <message>
        <source>Module decides</source>
        <translation>Selon le module</translation>
    </message>
    <message>
        <source>The god a character of a religious class worships at the next start; &quot;Module decides&quot;: the module&apos;s character creation chooses or asks. The list fills when a game has started</source>
        <translation>Le dieu que vénère un personnage d&apos;une classe religieuse au prochain démarrage&#xa0;; «&#xa0;Selon le module&#xa0;»&#xa0;: la création de personnage du module choisit ou demande. La liste se remplit une fois une partie lancée</translation>
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
        <translation>Aucun dieu</translation>
    </message>
    <message>
        <source>God: %1</source>
        <translation>Dieu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Paused: keys and clicks wait until you resume</source>
        <translation>En pause&#xa0;: touches et clics attendent la reprise</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Show or hide the game&apos;s choices: seed, depth, bot, speed, race, class, sex and god</source>
        <translation>Afficher ou masquer les choix de la partie&#xa0;: graine, profondeur, bot, vitesse, race, classe, sexe et dieu</translation>
    </message>
    <message>
        <source>Bloated</source>
        <translation>Ballonné</translation>
    </message>
    <message>
        <source>Peckish</source>
        <translation>Un petit creux</translation>
    </message>
    <message>
        <source>Hungry</source>
        <translation>Affamé</translation>
    </message>
    <message>
        <source>Starving</source>
        <translation>Famélique</translation>
    </message>
    <message>
        <source>Weak</source>
        <translation>Faible</translation>
    </message>
    <message>
        <source>Fainting</source>
        <translation>Défaillant</translation>
    </message>
    <message>
        <source>Starved!</source>
        <translation>Mort de faim&#xa0;!</translation>
    </message>
    <message>
        <source>Feat: %1</source>
        <translation>Don&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ride from this world cell&apos;s stables, harbor or airport (T; elsewhere T throws)</source>
        <translation>Partir de l&apos;écurie, du port ou de l&apos;aéroport de cette case du monde (T&#xa0;; ailleurs T lance)</translation>
    </message>
    <message>
        <source>Aim: click a creature or a cell, or a direction key; Enter: the nearest enemy; Esc: cancel</source>
        <translation>Viser&#xa0;: cliquez une créature ou une case, ou une touche de direction&#xa0;; Entrée&#xa0;: l&apos;ennemi le plus proche&#xa0;; Échap&#xa0;: annuler</translation>
    </message>
    <message>
        <source>Companion: %1, CR %2, %3 / %4 HP</source>
        <translation>Compagnon&#xa0;: %1, FP %2, %3 / %4 PV</translation>
    </message>
    <message>
        <source>Domains: %1</source>
        <translation>Domaines&#xa0;: %1</translation>
    </message>
    <message>
        <source>Drop which item?</source>
        <translation>Poser quel objet&#xa0;?</translation>
    </message>
    <message>
        <source>Saves: Fortitude %1, Reflex %2, Will %3</source>
        <translation>Jets de sauvegarde&#xa0;: Vigueur %1, Réflexes %2, Volonté %3</translation>
    </message>
    <message>
        <source>Skill: %1, ranks %2 (%3)</source>
        <translation>Compétence&#xa0;: %1, rangs %2 (%3)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PlaytestMapView</name>
    <message>
        <source>Playtest map</source>
        <translation>Carte de la partie de test</translation>
    </message>
    <message>
        <source>in sight</source>
        <translation>en vue</translation>
    </message>
    <message>
        <source>remembered</source>
        <translation>mémorisé</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <translation>%1, %2&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <source>%1, %2: %3 %4</source>
        <translation>%1, %2&#xa0;: %3 %4</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>hostile</source>
        <translation>hostile</translation>
    </message>
    <message>
        <source>peaceful</source>
        <translation>pacifique</translation>
    </message>
    <message>
        <source>ally</source>
        <translation>allié</translation>
    </message>
    <message>
        <source>%1 (%2): %3 / %4 HP</source>
        <translation>%1 (%2)&#xa0;: %3 / %4 PV</translation>
    </message>
    <message>
        <source>No game is running.
Start a playtest to see the level here.</source>
        <translation>Aucune partie en cours.
Lancez une partie de test pour voir le niveau ici.</translation>
    </message>
    <message>
        <source>companion</source>
        <translation>compagnon</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PlaytestSession</name>
    <message>
        <source>You arrive at (%1, %2).</source>
        <translation>Vous arrivez en (%1, %2).</translation>
    </message>
    <message>
        <source>You do not know what is at (%1, %2): travel goes only where you have explored.</source>
        <translation>Vous ne savez pas ce qui se trouve en (%1, %2) : le voyage ne mène que là où vous avez exploré.</translation>
    </message>
    <message>
        <source>No known way leads to (%1, %2).</source>
        <translation>Aucun chemin connu ne mène en (%1, %2).</translation>
    </message>
    <message>
        <source>Travel stopped: the way is blocked.</source>
        <translation>Voyage interrompu : le chemin est bloqué.</translation>
    </message>
    <message>
        <source>Travel stopped: a hostile creature is in view.</source>
        <translation>Voyage interrompu : une créature hostile est en vue.</translation>
    </message>
    <message>
        <source>Travel stopped: you were hurt.</source>
        <translation>Voyage interrompu : vous avez été blessé.</translation>
    </message>
    <message>
        <source>Travel stopped: a question or a message needs your attention.</source>
        <translation>Voyage interrompu : une question ou un message requiert votre attention.</translation>
    </message>
    <message>
        <source>Travel stopped.</source>
        <translation>Voyage interrompu.</translation>
    </message>
    <message numerus="yes">
        <source>, %n turn(s) left</source>
        <translation>
            <numerusform>, encore %n tour</numerusform>
            <numerusform>, encore %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (creature %2)</source>
        <translation>%1 (créature %2)</translation>
    </message>
    <message>
        <source>Hit points %1 / %2</source>
        <translation>Points de vie %1 / %2</translation>
    </message>
    <message>
        <source>Mana %1 / %2</source>
        <translation>Mana %1 / %2</translation>
    </message>
    <message>
        <source>Level %1, challenge %2</source>
        <translation>Niveau %1, facteur de puissance %2</translation>
    </message>
    <message>
        <source>Hit +%1, defence %2, armour %3</source>
        <translation>Attaque +%1, défense %2, armure %3</translation>
    </message>
    <message>
        <source>Speed %1%, move %2%</source>
        <translation>Vitesse %1&#xa0;%, déplacement %2&#xa0;%</translation>
    </message>
    <message>
        <source>Str %1, Dex %2, Con %3, Int %4, Wis %5, Cha %6</source>
        <translation>For %1, Dex %2, Con %3, Int %4, Sag %5, Cha %6</translation>
    </message>
    <message>
        <source>At %1, %2</source>
        <translation>En %1, %2</translation>
    </message>
    <message>
        <source>Attitude: %1</source>
        <translation>Attitude&#xa0;: %1</translation>
    </message>
    <message>
        <source>No stati</source>
        <translation>Aucun statut</translation>
    </message>
    <message>
        <source>Acts in %1 ticks</source>
        <translation>Agit dans %1 ticks</translation>
    </message>
    <message>
        <source>Carries %1</source>
        <translation>Porte %1</translation>
    </message>
    <message>
        <source>%1 (item %2)</source>
        <translation>%1 (objet %2)</translation>
    </message>
    <message>
        <source>Quantity %1</source>
        <translation>Quantité %1</translation>
    </message>
    <message>
        <source>Effect %1%2</source>
        <translation>Effet %1%2</translation>
    </message>
    <message>
        <source> (unidentified)</source>
        <translation> (non identifié)</translation>
    </message>
    <message>
        <source>Charges %1</source>
        <translation>Charges %1</translation>
    </message>
    <message>
        <source>Nothing (%1)</source>
        <translation>Rien (%1)</translation>
    </message>
    <message>
        <source>A script failed: %1</source>
        <translation>Un script a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>The replay diverged at step %1 of %2 (turn %3): the change alters the game. The game stops there.</source>
        <translation>La partie rejouée a divergé au pas %1 sur %2 (tour %3)&#xa0;: la modification change la partie. La partie s&apos;arrête là.</translation>
    </message>
    <message>
        <source>Replayed %1 of %2 steps to turn %3.</source>
        <translation>%1 pas sur %2 rejoués jusqu&apos;au tour %3.</translation>
    </message>
    <message>
        <source>The game stopped: %1</source>
        <translation>La partie s&apos;est arrêtée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The playtest ended.</source>
        <translation>La partie de test est terminée.</translation>
    </message>
    <message>
        <source>The playtest did not start.</source>
        <translation>La partie de test n&apos;a pas démarré.</translation>
    </message>
    <message>
        <source>Snapshot saved at turn %1.</source>
        <translation>Instantané enregistré au tour %1.</translation>
    </message>
    <message>
        <source>The snapshot does not load: %1</source>
        <translation>L&apos;instantané ne se charge pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>Snapshot loaded: back at turn %1.</source>
        <translation>Instantané chargé&#xa0;: retour au tour %1.</translation>
    </message>
    <message>
        <source>The bot is paused; uncheck Pause to let it go on.</source>
        <translation>Le bot est en pause ; décochez Pause pour qu&apos;il continue.</translation>
    </message>
    <message>
        <source>The playtest did not start: %1</source>
        <translation>Le test de jeu n&apos;a pas démarré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>T&amp;hème&#xa0;:</translation>
    </message>
    <message>
        <source>Text Editor</source>
        <translation>Éditeur de texte</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Compilation</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Partie de test</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>Indent with &amp;tabs</source>
        <translation>Indenter avec des &amp;tabulations</translation>
    </message>
    <message>
        <source>Show white &amp;space</source>
        <translation>Afficher les &amp;espaces</translation>
    </message>
    <message>
        <source>Wra&amp;p long lines</source>
        <translation>&amp;Renvoyer les longues lignes à la ligne</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> colonnes</translation>
    </message>
    <message>
        <source>&amp;Font:</source>
        <translation>&amp;Police&#xa0;:</translation>
    </message>
    <message>
        <source>Font si&amp;ze:</source>
        <translation>Tai&amp;lle de police&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Indent width:</source>
        <translation>Largeur d&apos;&amp;indentation&#xa0;:</translation>
    </message>
    <message>
        <source>Ta&amp;b width:</source>
        <translation>Largeur de ta&amp;bulation&#xa0;:</translation>
    </message>
    <message>
        <source>Tab inserts spaces up to the next indentation column unless you indent with tabs; files keep the tabs and spaces they have.</source>
        <translation>Tab insère des espaces jusqu&apos;à la colonne d&apos;indentation suivante, sauf si vous indentez avec des tabulations&#xa0;; les fichiers gardent leurs tabulations et leurs espaces.</translation>
    </message>
    <message>
        <source>Default &amp;include paths:</source>
        <translation>Chemins d&apos;inclusion par dé&amp;faut&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Macros, one per line (NAME or NAME=VALUE):</source>
        <translation>Ma&amp;cros, une par ligne (NOM ou NOM=VALEUR)&#xa0;:</translation>
    </message>
    <message>
        <source>Searched after each project&apos;s own include paths (Project &gt; Project Settings), in this order, by the live check, Build Module, the debugger and the playtest. A relative path starts at your home folder.</source>
        <translation>Parcourus après les chemins d&apos;inclusion propres à chaque projet (Projet &gt; Paramètres du projet), dans cet ordre, par la vérification en direct, la compilation du module, le débogueur et la partie de test. Un chemin relatif part de votre dossier personnel.</translation>
    </message>
    <message>
        <source>Defined before every module&apos;s main file, as -D does for incc.</source>
        <translation>Définies avant le fichier principal de chaque module, comme le fait -D pour incc.</translation>
    </message>
    <message>
        <source> steps/s</source>
        <translation> pas/s</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Au plus vite</translation>
    </message>
    <message>
        <source>%1 px</source>
        <translation>%1&#xa0;px</translation>
    </message>
    <message>
        <source>Default &amp;seed:</source>
        <translation>&amp;Graine par défaut&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Bot speed:</source>
        <translation>&amp;Vitesse du bot&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>Taille des &amp;tuiles&#xa0;:</translation>
    </message>
    <message>
        <source>The Playtest panel starts with this seed and bot speed (change them there for one game); the map draws its tiles at this size, and Ctrl+0 returns to it.</source>
        <translation>Le panneau Partie de test commence avec cette graine et cette vitesse du bot (modifiables là pour une partie)&#xa0;; la carte dessine ses tuiles à cette taille, et Ctrl+0 y revient.</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Not NAME or NAME=VALUE (NAME a letter or _, then letters, digits or _): %1</source>
        <translation>Ni NOM ni NOM=VALEUR (NOM&#xa0;: une lettre ou _, puis des lettres, chiffres ou _)&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ProblemsDock</name>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation>Ligne:Colonne</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>Show or hide: %1</source>
        <translation>Afficher ou masquer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Vault</translation>
    </message>
    <message>
        <source>Found by the vault painter&apos;s check of Region &quot;%1&quot;</source>
        <translation>Trouvé par la vérification de la région «&#xa0;%1&#xa0;» dans l&apos;éditeur de vaults</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Compilation</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Found by the latest build; listed until the next build</source>
        <translation>Trouvé par la dernière compilation&#xa0;; listé jusqu&apos;à la compilation suivante</translation>
    </message>
    <message>
        <source>Found by the live check of the current text</source>
        <translation>Trouvé par la vérification en direct du texte actuel</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 erreur</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 erreurs</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 avertissement</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 avertissements</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problèmes (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>incursion::studio::ProjectFilesController</name>
    <message>
        <source>The file needs a name.</source>
        <translation>Le fichier doit avoir un nom.</translation>
    </message>
    <message>
        <source>A file name cannot contain &apos;/&apos; or &apos;\&apos;.</source>
        <translation>Un nom de fichier ne peut contenir ni «&#xa0;/&#xa0;» ni «&#xa0;\&#xa0;».</translation>
    </message>
    <message>
        <source>New &amp;File...</source>
        <translation>Nouveau fic&amp;hier...</translation>
    </message>
    <message>
        <source>Make a resource file (.irh) and include it from the main file</source>
        <translation>Créer un fichier de ressources (.irh) et l&apos;inclure depuis le fichier principal</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Open a project with a main file first.</source>
        <translation>Ouvrez d&apos;abord un projet qui a un fichier principal.</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 existe déjà.</translation>
    </message>
    <message>
        <source>%1 was made, but the main file cannot include it: its folder is not on the include path (Project &gt; Project Settings).</source>
        <translation>%1 a été créé, mais le fichier principal ne peut pas l&apos;inclure&#xa0;: son dossier n&apos;est pas dans le chemin d&apos;inclusion (Projet &gt; Paramètres du projet).</translation>
    </message>
    <message>
        <source>Made %1.</source>
        <translation>%1 créé.</translation>
    </message>
    <message>
        <source>The rename was cancelled.</source>
        <translation>Le renommage a été annulé.</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>Impossible de renommer %1 en %2.</translation>
    </message>
    <message>
        <source>Renamed %1 to %2.</source>
        <translation>%1 renommé en %2.</translation>
    </message>
    <message>
        <source>The deletion was cancelled.</source>
        <translation>La suppression a été annulée.</translation>
    </message>
    <message>
        <source>Cannot move %1 to the trash.</source>
        <translation>Impossible de mettre %1 à la corbeille.</translation>
    </message>
    <message>
        <source>Moved %1 to the trash.</source>
        <translation>%1 mis à la corbeille.</translation>
    </message>
    <message>
        <source>&amp;Rename...</source>
        <translation>&amp;Renommer...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Reveal in File &amp;Manager</source>
        <translation>Afficher dans le gestionnaire de &amp;fichiers</translation>
    </message>
    <message>
        <source>New File</source>
        <translation>Nouveau fichier</translation>
    </message>
    <message>
        <source>Resource file name (in %1):</source>
        <translation>Nom du fichier de ressources (dans %1)&#xa0;:</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nouveau nom&#xa0;:</translation>
    </message>
    <message>
        <source>Move %1 to the trash?</source>
        <translation>Mettre %1 à la corbeille&#xa0;?</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ProjectSettingsDialog</name>
    <message>
        <source>Project Settings</source>
        <translation>Paramètres du projet</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>Parc&amp;ourir...</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Main file:</source>
        <translation>Fichier &amp;principal&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Include paths:</source>
        <translation>Chemins d&apos;&amp;inclusion&#xa0;:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Main File</source>
        <translation>Fichier principal</translation>
    </message>
    <message>
        <source>IncursionScript main files (*.irc)</source>
        <translation>Fichiers principaux IncursionScript (*.irc)</translation>
    </message>
    <message>
        <source>Re&amp;quires:</source>
        <translation>Re&amp;quiert&#xa0;:</translation>
    </message>
    <message>
        <source>The main files of the modules this one Requires, in load order: the playtest builds and loads them first</source>
        <translation>Les fichiers principaux des modules que celui-ci requiert (Requires), dans l&apos;ordre de chargement&#xa0;: la partie de test les compile et les charge d&apos;abord</translation>
    </message>
    <message>
        <source>Main File of a Required Module</source>
        <translation>Fichier principal d&apos;un module requis</translation>
    </message>
    <message>
        <source>Paths are relative to the project folder. Includes are searched in the including file&apos;s folder first, then in these folders in order, then in the default include paths of Preferences &gt; Build.</source>
        <translation>Les chemins sont relatifs au dossier du projet. Les inclusions sont cherchées d&apos;abord dans le dossier du fichier qui inclut, puis dans ces dossiers dans l&apos;ordre, puis dans les chemins d&apos;inclusion par défaut de Préférences &gt; Compilation.</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ProjectTreeDock</name>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
</context>
<context>
    <name>incursion::studio::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>Incursion Studio did not close normally. These files had changes that were not saved. Restore opens a file with its recovered text, unsaved; Discard forgets it.</source>
        <translation>Incursion Studio ne s&apos;est pas fermé normalement. Ces fichiers avaient des modifications non enregistrées. Restaurer ouvre un fichier avec son texte récupéré, non enregistré&#xa0;; Ignorer l&apos;oublie.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Ignorer</translation>
    </message>
    <message>
        <source>Restore &amp;All</source>
        <translation>Tout re&amp;staurer</translation>
    </message>
    <message>
        <source>Discard A&amp;ll</source>
        <translation>Tout i&amp;gnorer</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>Décider &amp;plus tard</translation>
    </message>
    <message>
        <source>Keep the recovered copies and ask again at the next start</source>
        <translation>Garder les copies récupérées et redemander au prochain démarrage</translation>
    </message>
    <message>
        <source>%1
Recovered from %2. Lines marked + are in the recovered text only, - on disk only.</source>
        <translation>%1
Récupéré le %2. Les lignes marquées + ne figurent que dans le texte récupéré, celles marquées - que sur le disque.</translation>
    </message>
    <message>
        <source>%1
Recovered from %2. The file no longer exists on disk; restoring opens it unsaved under its old name.</source>
        <translation>%1
Récupéré le %2. Le fichier n&apos;existe plus sur le disque&#xa0;; le restaurer l&apos;ouvre non enregistré sous son ancien nom.</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ReferencesDock</name>
    <message>
        <source>References</source>
        <translation>Références</translation>
    </message>
    <message>
        <source>Press Shift+F2 on a name to list its references.</source>
        <translation>Appuyez sur Maj+F2 sur un nom pour lister ses références.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>No references to %1</source>
        <translation>Aucune référence à %1</translation>
    </message>
    <message>
        <source>1 reference to %1 in %2 file(s)</source>
        <translation>1 référence à %1 dans %2 fichier(s)</translation>
    </message>
    <message>
        <source>%1 references to %2 in %3 file(s)</source>
        <translation>%1 références à %2 dans %3 fichier(s)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ResizeVaultDialog</name>
    <message>
        <source>Resize Vault</source>
        <translation>Redimensionner le vault</translation>
    </message>
    <message>
        <source>Keep the old cells at this side</source>
        <translation>Garder les anciennes cases de ce côté</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Largeur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Hauteur&#xa0;:</translation>
    </message>
    <message>
        <source>Anchor:</source>
        <translation>Ancrage&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;New cells:</source>
        <translation>&amp;Nouvelles cases&#xa0;:</translation>
    </message>
</context>
<context>
    <name>incursion::studio::RunFunctionDialog</name>
    <message>
        <source>&quot;%1&quot; is not an integer</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un entier</translation>
    </message>
    <message numerus="yes">
        <source>expected %n argument(s)</source>
        <translation>
            <numerusform>%n argument attendu</numerusform>
            <numerusform>%n arguments attendus</numerusform>
        </translation>
    </message>
    <message>
        <source>Run Function</source>
        <translation>Exécuter une fonction</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Fonction</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n paramètre</numerusform>
            <numerusform>%n paramètres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n integer(s), separated by commas</source>
        <translation>
            <numerusform>%n entier, séparés par des virgules</numerusform>
            <numerusform>%n entiers, séparés par des virgules</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Exécuter</translation>
    </message>
    <message>
        <source>The module has no script functions.</source>
        <translation>Le module n&apos;a pas de fonctions de script.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ScriptEditor</name>
    <message>
        <source>&lt;b&gt;This file has very long lines&lt;/b&gt; (the longest is %1), so they are shown cut into chunks of about %2 to keep typing fast. The breaks between the chunks are not in the file and are never saved.</source>
        <translation>&lt;b&gt;Ce fichier a des lignes très longues&lt;/b&gt; (la plus longue fait %1) : elles sont affichées coupées en morceaux d&apos;environ %2 pour que la saisie reste rapide. Les coupures entre les morceaux ne font pas partie du fichier et ne sont jamais enregistrées.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>incursion::studio::ShortcutsEditor</name>
    <message>
        <source>Rese&amp;t</source>
        <translation>Réini&amp;tialiser</translation>
    </message>
    <message>
        <source>Reset A&amp;ll</source>
        <translation>Tout réinitia&amp;liser</translation>
    </message>
    <message>
        <source>Filter by action, menu or shortcut</source>
        <translation>Filtrer par action, menu ou raccourci</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Press the new key combination; the clear button removes the shortcut</source>
        <translation>Appuyez sur la nouvelle combinaison de touches&#xa0;; le bouton d&apos;effacement retire le raccourci</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtrer&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Key sequence:</source>
        <translation>&amp;Séquence de touches&#xa0;:</translation>
    </message>
    <message>
        <source>Another action has this shortcut</source>
        <translation>Une autre action a ce raccourci</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 is also the shortcut of: %2</source>
        <translation>%1 est aussi le raccourci de&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>incursion::studio::TilePreviewDock</name>
    <message>
        <source>Tile Preview</source>
        <translation>Aperçu des tuiles</translation>
    </message>
    <message>
        <source>Tile size:</source>
        <translation>Taille des tuiles&#xa0;:</translation>
    </message>
    <message>
        <source>No cell chosen</source>
        <translation>Aucune case choisie</translation>
    </message>
    <message>
        <source>Cell %1,%2 (%3 ms)</source>
        <translation>Case %1,%2 (%3 ms)</translation>
    </message>
    <message>
        <source>No local tile: %1</source>
        <translation>Pas de tuile locale&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::TurnQueueDock</name>
    <message>
        <source>Turn Queue</source>
        <translation>File des tours</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Acteur</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Attente</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Ticks until its next action</source>
        <translation>Ticks avant sa prochaine action</translation>
    </message>
    <message>
        <source>the Turn</source>
        <translation>le Tour</translation>
    </message>
    <message>
        <source>The game&apos;s turn: timed effects and regeneration</source>
        <translation>Le tour de jeu&#xa0;: effets temporisés et régénération</translation>
    </message>
    <message>
        <source>unseen creature</source>
        <translation>créature invisible</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>%1 / %2 HP at %3, %4</source>
        <translation>%1 / %2 PV en %3, %4</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VariablesDock</name>
    <message>
        <source>Variables</source>
        <translation>Variables</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Locals</source>
        <translation>Variables locales</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>EventInfo</source>
        <translation>EventInfo</translation>
    </message>
    <message>
        <source>Module variables</source>
        <translation>Variables du module</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>Registres</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VaultController</name>
    <message>
        <source>Open in &amp;Vault Painter</source>
        <translation>Ouvrir dans l&apos;éditeur de v&amp;aults</translation>
    </message>
    <message>
        <source>Paint the grid of the Region at the caret</source>
        <translation>Peindre la grille de la région sous le curseur</translation>
    </message>
    <message>
        <source>The caret is in no Region with a grid.</source>
        <translation>Le curseur n&apos;est dans aucune région ayant une grille.</translation>
    </message>
    <message>
        <source>New &amp;Vault…</source>
        <translation>Nouveau &amp;vault…</translation>
    </message>
    <message>
        <source>Add a Region with a small grid to the current file</source>
        <translation>Ajouter une région avec une petite grille au fichier courant</translation>
    </message>
    <message>
        <source>Open the file the new vault goes into first.</source>
        <translation>Ouvrez d&apos;abord le fichier où ira le nouveau vault.</translation>
    </message>
    <message>
        <source>New Vault</source>
        <translation>Nouveau vault</translation>
    </message>
    <message>
        <source>&amp;Duplicate Vault…</source>
        <translation>&amp;Dupliquer le vault…</translation>
    </message>
    <message>
        <source>Copy the Region at the caret, grid and all, under a new name</source>
        <translation>Copier la région sous le curseur, grille comprise, sous un nouveau nom</translation>
    </message>
    <message>
        <source>Duplicate Vault</source>
        <translation>Dupliquer le vault</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Open in Vault Painter</source>
        <translation>Ouvrir dans l&apos;éditeur de vaults</translation>
    </message>
    <message>
        <source>Duplicate Vault…</source>
        <translation>Dupliquer le vault…</translation>
    </message>
    <message>
        <source>Region &quot;%1&quot; has no grid.</source>
        <translation>La région «&#xa0;%1&#xa0;» n&apos;a pas de grille.</translation>
    </message>
    <message>
        <source>Placement Preview</source>
        <translation>Aperçu du placement</translation>
    </message>
    <message>
        <source>%1 [cell %2,%3]</source>
        <translation>%1 [case %2,%3]</translation>
    </message>
    <message>
        <source>Region name:</source>
        <translation>Nom de la région&#xa0;:</translation>
    </message>
    <message>
        <source>A Region name cannot contain &apos;&quot;&apos;.</source>
        <translation>Un nom de région ne peut pas contenir &apos;&quot;&apos;.</translation>
    </message>
    <message>
        <source>The module already has a resource named &quot;%1&quot;.</source>
        <translation>Le module a déjà une ressource nommée «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Region &quot;%1&quot; was not found.</source>
        <translation>La région «&#xa0;%1&#xa0;» est introuvable.</translation>
    </message>
    <message>
        <source>Region &quot;%1&quot; is named by a macro: copy it by hand.</source>
        <translation>La région «&#xa0;%1&#xa0;» est nommée par une macro&#xa0;: copiez-la à la main.</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VaultDocument</name>
    <message>
        <source>The vault&apos;s file was closed.</source>
        <translation>Le fichier du vault a été fermé.</translation>
    </message>
    <message>
        <source>The vault is written in %1, not in this file.</source>
        <translation>Le vault est écrit dans %1, pas dans ce fichier.</translation>
    </message>
    <message>
        <source>no meaning</source>
        <translation>sans signification</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VaultLegendPanel</name>
    <message>
        <source>Char</source>
        <translation>Car.</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Signification</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Add a legend entry</source>
        <translation>Ajouter une entrée de légende</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Edit the picked legend entry</source>
        <translation>Modifier l&apos;entrée de légende choisie</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the picked legend entry</source>
        <translation>Retirer l&apos;entrée de légende choisie</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VaultPainter</name>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Vault Tools</source>
        <translation>Outils de vault</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Crayon</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Filled Rectangle</source>
        <translation>Rectangle plein</translation>
    </message>
    <message>
        <source>Ellipse</source>
        <translation>Ellipse</translation>
    </message>
    <message>
        <source>Filled Ellipse</source>
        <translation>Ellipse pleine</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <source>Fill (8 Neighbours)</source>
        <translation>Remplissage (8 voisins)</translation>
    </message>
    <message>
        <source>Eyedropper</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Rectangular Select</source>
        <translation>Sélection rectangulaire</translation>
    </message>
    <message>
        <source>Magic Wand</source>
        <translation>Baguette magique</translation>
    </message>
    <message>
        <source>Stamp</source>
        <translation>Tampon</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Flip Horizontally</source>
        <translation>Retourner horizontalement</translation>
    </message>
    <message>
        <source>Flip Vertically</source>
        <translation>Retourner verticalement</translation>
    </message>
    <message>
        <source>Rotate Right</source>
        <translation>Rotation à droite</translation>
    </message>
    <message>
        <source>Rotate Left</source>
        <translation>Rotation à gauche</translation>
    </message>
    <message>
        <source>Resize Vault…</source>
        <translation>Redimensionner le vault…</translation>
    </message>
    <message>
        <source>Show Legend Characters</source>
        <translation>Afficher les caractères de la légende</translation>
    </message>
    <message>
        <source>Show Grid</source>
        <translation>Afficher la grille</translation>
    </message>
    <message>
        <source>Import Vault…</source>
        <translation>Importer un vault…</translation>
    </message>
    <message>
        <source>Import Vault</source>
        <translation>Importer un vault</translation>
    </message>
    <message>
        <source>Export Vault…</source>
        <translation>Exporter le vault…</translation>
    </message>
    <message>
        <source>Export Vault</source>
        <translation>Exporter le vault</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>%1: the vault cannot be read: %2</source>
        <translation>%1&#xa0;: le vault ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>Brush: &apos;%1&apos; %2</source>
        <translation>Pinceau&#xa0;: &apos;%1&apos; %2</translation>
    </message>
    <message>
        <source>%1, %2: &apos;%3&apos; %4</source>
        <translation>%1, %2&#xa0;: &apos;%3&apos; %4</translation>
    </message>
    <message>
        <source>Vault: %1</source>
        <translation>Vault&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>incursion::studio::VaultView</name>
    <message>
        <source>Vault grid</source>
        <translation>Grille du vault</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WatchesDock</name>
    <message>
        <source>Watches</source>
        <translation>Expressions surveillées</translation>
    </message>
    <message>
        <source>Add a watch expression</source>
        <translation>Ajouter une expression à surveiller</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Expression</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Edit Watch</source>
        <translation>Modifier l&apos;expression</translation>
    </message>
    <message>
        <source>Remove Watch</source>
        <translation>Retirer l&apos;expression</translation>
    </message>
    <message>
        <source>(not stopped)</source>
        <translation>(non arrêté)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WelcomePage</name>
    <message>
        <source>&amp;New Module...</source>
        <translation>&amp;Nouveau module...</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>&amp;Ouvrir un projet...</translation>
    </message>
    <message>
        <source>Open the &amp;Example</source>
        <translation>Ouvrir l&apos;&amp;exemple</translation>
    </message>
    <message>
        <source>No recent projects yet: start a new module, or open the example to see one at work.</source>
        <translation>Pas encore de projet récent&#xa0;: commencez un nouveau module, ou ouvrez l&apos;exemple pour en voir un à l&apos;œuvre.</translation>
    </message>
    <message>
        <source>Incursion Studio</source>
        <translation>Incursion Studio</translation>
    </message>
    <message>
        <source>Write, build and playtest IncursionScript modules.</source>
        <translation>Écrire, compiler et tester des modules IncursionScript.</translation>
    </message>
    <message>
        <source>Recent Projects</source>
        <translation>Projets récents</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldController</name>
    <message>
        <source>&amp;World</source>
        <translation>&amp;Monde</translation>
    </message>
    <message>
        <source>New &amp;World...</source>
        <translation>Nouveau &amp;monde...</translation>
    </message>
    <message>
        <source>Open Wor&amp;ld...</source>
        <translation>O&amp;uvrir un monde...</translation>
    </message>
    <message>
        <source>Open World</source>
        <translation>Ouvrir un monde</translation>
    </message>
    <message>
        <source>World bitmaps (*.png)</source>
        <translation>Bitmaps de monde (*.png)</translation>
    </message>
    <message>
        <source>&amp;Save World</source>
        <translation>&amp;Enregistrer le monde</translation>
    </message>
    <message>
        <source>Save World &amp;As...</source>
        <translation>Enregistrer le monde &amp;sous...</translation>
    </message>
    <message>
        <source>Save World As</source>
        <translation>Enregistrer le monde sous</translation>
    </message>
    <message>
        <source>Save World</source>
        <translation>Enregistrer le monde</translation>
    </message>
    <message>
        <source>Copy Selection&apos;s Brush &amp;Field</source>
        <translation>Copier le c&amp;hamp de pinceau de la sélection</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>&amp;Ne rien sélectionner</translation>
    </message>
    <message>
        <source>&amp;Global Operation...</source>
        <translation>Opération &amp;globale...</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) changed</source>
        <translation>
            <numerusform>%n case modifiée</numerusform>
            <numerusform>%n cases modifiées</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Regenerate Unpainted Cells...</source>
        <translation>Régénérer les cases non pe&amp;intes...</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <source>Seed (the cells you painted are kept):</source>
        <translation>Graine (les cases que vous avez peintes sont conservées)&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) regenerated</source>
        <translation>
            <numerusform>%n case régénérée</numerusform>
            <numerusform>%n cases régénérées</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fit World in View</source>
        <translation>Ajuster le monde à la &amp;vue</translation>
    </message>
    <message>
        <source>&amp;Play from This Cell</source>
        <translation>&amp;Jouer depuis cette case</translation>
    </message>
    <message>
        <source>Project &amp;Worlds</source>
        <translation>Mondes du &amp;projet</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Monde</translation>
    </message>
    <message>
        <source>The world has no file yet: save it as a file.</source>
        <translation>Le monde n&apos;a pas encore de fichier&#xa0;: enregistrez-le dans un fichier.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Close World</source>
        <translation>Fermer le monde</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 a des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>(none: a world is a PNG with WORLD.binding.json beside it)</source>
        <translation>(aucun&#xa0;: un monde est un PNG accompagné d&apos;un MONDE.binding.json)</translation>
    </message>
    <message>
        <source>Copy Selection&apos;s F&amp;ields...</source>
        <translation>Copier &amp;des champs de la sélection...</translation>
    </message>
    <message>
        <source>The world was not saved.

%1</source>
        <translation>Le monde n&apos;a pas été enregistré.

Raison (en anglais) : %1</translation>
    </message>
    <message>
        <source>This PNG cannot be opened as a world; nothing was written.

%1</source>
        <translation>Ce PNG ne peut pas être ouvert comme monde ; rien n&apos;a été écrit.

Raison (en anglais) : %1</translation>
    </message>
    <message>
        <source>Cell %1,%2 is outside the selection (%3,%4 to %5,%6), where painting is kept: World &gt; Select None (%7) clears it</source>
        <translation>La case %1,%2 est hors de la sélection (%3,%4 à %5,%6), à laquelle la peinture se limite : Monde &gt; Ne rien sélectionner (%7) l&apos;annule</translation>
    </message>
    <message>
        <source>Start the playtest on this cell&apos;s local tile</source>
        <translation>Lancer la partie de test sur la tuile locale de cette case</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldDocument</name>
    <message>
        <source>World Changed on Disk</source>
        <translation>Monde modifié sur le disque</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was opened. Overwrite it with this world?</source>
        <translation>%1 a été modifié sur le disque depuis son ouverture. L&apos;écraser avec ce monde&#xa0;?</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1&#xa0;: lecture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>Untitled World</source>
        <translation>Monde sans titre</translation>
    </message>
    <message>
        <source>The world has no file yet: save it as a file.</source>
        <translation>Le monde n&apos;a pas encore de fichier&#xa0;: enregistrez-le dans un fichier.</translation>
    </message>
    <message>
        <source>%1 changed on disk; not overwritten.</source>
        <translation>%1 a été modifié sur le disque&#xa0;; non écrasé.</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1&#xa0;: écriture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>Fix %1 at %2,%3</source>
        <translation>Corriger %1 en %2,%3</translation>
    </message>
    <message>
        <source>Fix All</source>
        <translation>Tout corriger</translation>
    </message>
    <message>
        <source>Fix All %1</source>
        <translation>Corriger tous les %1</translation>
    </message>
    <message>
        <source>Regenerate (seed %1)</source>
        <translation>Régénérer (graine %1)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldEditor</name>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Copy Selection</source>
        <translation>Copier la sélection</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Brush size:</source>
        <translation>Taille du pinceau&#xa0;:</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Set %1 = %2</source>
        <translation>Définir %1 = %2</translation>
    </message>
    <message>
        <source> where %1 = %2</source>
        <translation> où %1 = %2</translation>
    </message>
    <message>
        <source> on the selection</source>
        <translation> dans la sélection</translation>
    </message>
    <message>
        <source>Cell %1,%2%3</source>
        <translation>Case %1,%2%3</translation>
    </message>
    <message>
        <source> (painted)</source>
        <translation> (peinte)</translation>
    </message>
    <message>
        <source>Pick %1 = %2</source>
        <translation>Prélever %1 = %2</translation>
    </message>
    <message>
        <source>Show Tile Preview</source>
        <translation>Afficher l&apos;aperçu des tuiles</translation>
    </message>
    <message>
        <source>Play from This Cell</source>
        <translation>Jouer depuis cette case</translation>
    </message>
    <message>
        <source>Travel from Here</source>
        <translation>Voyager depuis ici</translation>
    </message>
    <message>
        <source>Travel to Here</source>
        <translation>Voyager jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Harbor network %1 of %2: ships reach %3 other harbors</source>
        <translation>Réseau de ports %1 sur %2 : les navires atteignent %3 autres ports</translation>
    </message>
    <message>
        <source>Stables network %1 of %2: horses reach %3 other stables</source>
        <translation>Réseau d&apos;écuries %1 sur %2 : les chevaux atteignent %3 autres écuries</translation>
    </message>
    <message>
        <source>Airport network: airships reach %1 other airports</source>
        <translation>Réseau d&apos;aéroports : les dirigeables atteignent %1 autres aéroports</translation>
    </message>
    <message>
        <source>Cell %1,%2 cannot be played: %3</source>
        <translation>La case %1,%2 ne peut pas être jouée : « %3 »</translation>
    </message>
    <message>
        <source>Save the world first: the playtest finds its terrain binding (WORLD.binding.json) beside its file</source>
        <translation>Enregistrez d&apos;abord le monde : la partie de test trouve son association de terrains (WORLD.binding.json) à côté de son fichier</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldFieldsDock</name>
    <message>
        <source>World Fields</source>
        <translation>Champs du monde</translation>
    </message>
    <message>
        <source>Show as layer</source>
        <translation>Afficher comme calque</translation>
    </message>
    <message>
        <source>Roads and rivers</source>
        <translation>Routes et rivières</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Value (legend)</source>
        <translation>Valeur (légende)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Field opacity</source>
        <translation>Opacité du champ</translation>
    </message>
    <message>
        <source>Composite opacity</source>
        <translation>Opacité de l&apos;ensemble</translation>
    </message>
    <message>
        <source>%1  (%2 bits %3-%4)</source>
        <translation>%1  (%2 bits %3-%4)</translation>
    </message>
    <message>
        <source> (out of range)</source>
        <translation> (hors limites)</translation>
    </message>
    <message>
        <source>Landmasses</source>
        <translation>Masses continentales</translation>
    </message>
    <message>
        <source>Each landmass in a colour of its own (land as the schema&apos;s landmass rules define it)</source>
        <translation>Chaque masse continentale dans sa propre couleur (la terre telle que la définissent les règles de masses continentales du schéma)</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>Réseaux</translation>
    </message>
    <message>
        <source>Harbors, stables and airports, and lines joining those a ship, horse or airship travels between</source>
        <translation>Ports, écuries et aéroports, et lignes reliant ceux entre lesquels voyage un navire, un cheval ou un dirigeable</translation>
    </message>
    <message>
        <source>Harbors: ships on the same sea</source>
        <translation>Ports : navires sur la même mer</translation>
    </message>
    <message>
        <source>Stables: horses on the same land</source>
        <translation>Écuries : chevaux sur la même terre</translation>
    </message>
    <message>
        <source>Airports: airships between all</source>
        <translation>Aéroports : dirigeables entre tous</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>%1  (%2 bit %3)</source>
        <translation>%1  (%2 bit %3)</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldRulesDock</name>
    <message>
        <source>World Rules</source>
        <translation>Règles du monde</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Corriger</translation>
    </message>
    <message>
        <source>Fix All</source>
        <translation>Tout corriger</translation>
    </message>
    <message>
        <source>Rule / cell</source>
        <translation>Règle / case</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix All of Rule</source>
        <translation>Corriger tout pour la règle</translation>
    </message>
    <message>
        <source>Checking the rules...</source>
        <translation>Vérification des règles...</translation>
    </message>
</context>
<context>
    <name>incursion::studio::WorldTravelDock</name>
    <message>
        <source>walk</source>
        <translation>à pied</translation>
    </message>
    <message>
        <source>horse</source>
        <translation>à cheval</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>en bateau</translation>
    </message>
    <message>
        <source>airship</source>
        <translation>en dirigeable</translation>
    </message>
    <message>
        <source>World Travel</source>
        <translation>Voyage dans le monde</translation>
    </message>
    <message>
        <source>Pick two cells with the Travel tool (T).</source>
        <translation>Choisissez deux cases avec l&apos;outil Voyage (T).</translation>
    </message>
    <message>
        <source>Mode / leg</source>
        <translation>Mode / étape</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Heures</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Itinéraire</translation>
    </message>
    <message>
        <source>Journeys from %1,%2 to %3,%4:</source>
        <translation>Voyages de %1,%2 à %3,%4 :</translation>
    </message>
    <message>
        <source>From %1,%2: pick the cell to travel to.</source>
        <translation>Depuis %1,%2 : choisissez la case de destination.</translation>
    </message>
</context>
</TS>
