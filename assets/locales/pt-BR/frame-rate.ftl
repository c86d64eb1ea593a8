# The frame rate (src/ui/frame_rate.rs) shows no text of its own: it only
# counts frames and writes its log line (English, as every log).
