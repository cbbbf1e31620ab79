// Inter, self-hosted (VISUAL.md): only the latin subset of the three weights the console uses.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
