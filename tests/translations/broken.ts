<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Sample</name>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 in %2</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Open File...</source>
        <translation>Ouvrir un fichier</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n occurrence</numerusform>
            <numerusform>occurrences</numerusform>
        </translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajusté</translation>
    </message>
</context>
</TS>
