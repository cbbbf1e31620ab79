// Inter, self-hosted (VISUAL.md): the console's face, declared in fonts.css.
import './fonts.css';
