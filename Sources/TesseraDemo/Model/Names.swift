/// The built-in names that generated friends are given.
///
/// Two hundred and more first-and-last names from many cultures, including Latin letters beyond ASCII
/// (`Zoë Müller`, `José Álvarez`) and CJK and Hangul names (`山田太郎`, `王芳`, `김민준`) whose characters
/// are two columns wide, so the Friends screen exercises wide-character alignment out of the box. The
/// wide names are written as people write them, family name first and without a space; the list below
/// keeps a space between the two parts only so that they can be recombined.
/// ``combined(_:_:)`` mixes the given name of one entry with the family name of another, for when a list
/// of people is longer than this one.
public enum Names {
    /// Every built-in full name as written, in a fixed order, without duplicates.
    public static let all: [String] = parts.map { $0.head + $0.tail }

    /// Every name split at its first space: the part before (the given name in Western order, the family
    /// name in CJK order) and the rest, which starts with the space that separates it (none in wide
    /// names), so that joining is one append.
    static let parts: [(head: String, tail: String)] = listed.map { name in
        guard let space = name.firstIndex(of: " ") else { return (name, "") }
        let isWide = name.unicodeScalars.first.map { $0.value >= 0x1100 } ?? false
        return (String(name[..<space]), String(name[(isWide ? name.index(after: space) : space)...]))
    }

    /// The names of the list, with a space between family and given name in wide names too.
    private static let listed: [String] = list.split(whereSeparator: { $0 == "," || $0 == "\n" })
        .compactMap {
            let name = $0.drop(while: { $0 == " " })
            return name.isEmpty ? nil : String(name)
        }

    /// Whether each name of ``all`` is written in wide (CJK or Hangul) characters.
    static let isWide: [Bool] = all.map { name in
        name.unicodeScalars.first.map { $0.value >= 0x1100 } ?? false
    }

    /// The indices into ``all`` of the names in wide characters, and of the others.
    static let indicesByWidth: (wide: [Int], narrow: [Int]) = (
        all.indices.filter { isWide[$0] }, all.indices.filter { !isWide[$0] }
    )

    /// A name made from the first part of one built-in name and the rest of another, chosen by two
    /// numbers (any values: they are reduced modulo the list's size).
    ///
    /// The second name is drawn from names in the same kind of script as the first, so a CJK family
    /// name is followed by a CJK given name and a Latin given name by a Latin family name.
    public static func combined(_ first: UInt64, _ second: UInt64) -> String {
        let parts = parts
        let headIndex = Int(first % UInt64(parts.count))
        let pool = isWide[headIndex] ? indicesByWidth.wide : indicesByWidth.narrow
        return parts[headIndex].head + parts[pool[Int(second % UInt64(pool.count))]].tail
    }

    /// The names as text, a few to a line, separated by commas.
    private static let list = """
        Olivia Bennett, Liam Carter, Emma Thompson, Noah Walker, Ava Mitchell, Ethan Brooks, Sophia Hayes
        Mason Reed, Isabella Foster, Lucas Hughes, Mia Coleman, James Porter, Charlotte Price
        Benjamin Ward, Amelia Sanders, Henry Russell, Harper Griffin, Jack Spencer, Evelyn Palmer
        Oliver Grant, Abigail Shaw, William Fox, Emily Dawson, Daniel Barker, Grace Holland
        Samuel Fletcher, Chloe Bishop, Thomas Lane, Lily Chapman, George Riley, Madison Clarke
        Hunter Mackenzie, Riley O'Connor, Brodie Campbell, Tyrone Jackson, Keisha Williams
        Jamal Robinson, Aaliyah Johnson, DeShawn Harris, Imani Davis, Marcus Brown, Jasmine Taylor
        Andre Thomas, Tiana Moore, Ruth Goldberg, Saul Weinstein, Siobhán Murphy, Ciarán O'Brien
        Aoife Kelly, Niamh Byrne, Eoin Walsh, Fiona MacLeod, Callum Fraser, Isla Campbell
        Amélie Dubois, Léa Martin, Hugo Lefèvre, Chloé Bernard, Théo Moreau, Manon Girard
        Étienne Rousseau, Camille Lambert, Noémie Fournier, Zoë Müller, Jürgen Schmidt, Lukas Becker
        Anna Schäfer, Felix Hoffmann, Leonie Wagner, Max Köhler, Sophie Krüger, Jonas Weiß
        José Álvarez, María García, Lucía Fernández, Javier Romero, Sofía Torres, Diego Ramírez
        Valentina Rojas, Mateo Herrera, Camila Castro, Andrés Muñoz, Isabel Ortega, Pablo Navarro
        Carmen Delgado, Alejandro Vega, João Silva, Ana Sousa, Gabriel Costa, Beatriz Oliveira
        Rafael Pereira, Mariana Santos, Thiago Almeida, Luíza Carvalho, Giulia Rossi, Marco Bianchi
        Francesca Romano, Luca Esposito, Chiara Ricci, Matteo Colombo, Alessia Conti, Lorenzo Greco
        Daan de Vries, Sanne Jansen, Bram Visser, Fleur Bakker, Astrid Larsen, Magnus Nilsson
        Freya Johansson, Søren Holm, Ingrid Halvorsen, Björn Lindqvist, Sigrid Berg, Åsa Lund
        Mikko Virtanen, Aino Korhonen, Eiríkur Jónsson, Katla Sigurðardóttir, Zofia Kowalska
        Jakub Nowak, Łukasz Wiśniewski, Agnieszka Wójcik, Tomáš Novák, Petra Dvořáková, Ivan Petrov
        Olga Ivanova, Dmitri Sokolov, Natalia Volkova, Milan Horvat, Ana Kovačić, Nikola Jovanović
        Dragana Petrović, Dóra Szabó, Bence Nagy, Ioana Popescu, Andrei Ionescu, Eleni Papadopoulou
        Nikos Georgiou, Elif Yılmaz, Emre Demir, Zeynep Kaya, Mehmet Öztürk, Layla Haddad
        Omar Khalil, Yasmin Nasser, Karim Mansour, Noor Al-Sayed, Tariq Rahman, Fatima Benali
        Youssef El Amrani, Dalia Saleh, Rania Farouk, Amir Tehrani, Shirin Ahmadi, Dariush Karimi
        Noa Levi, Eitan Cohen, Tamar Friedman, Aarav Sharma, Ananya Iyer, Rohan Mehta, Diya Patel
        Vikram Nair, Kavya Reddy, Arjun Singh, Meera Krishnan, Imran Qureshi, Ayesha Siddiqui
        Farhan Chowdhury, Nusrat Jahan, Sanjay Perera, Tharushi Fernando, Bikash Thapa
        Hiroshi Tanaka, Yuki Sato, Haruto Suzuki, Aiko Nakamura, Minjun Kim, Seoyeon Park, Jiho Lee
        Wei Zhang, Hao Liu, Mei Lin Wang, Xiaoming Zhou, Ying Huang, Nguyễn Văn An, Trần Thị Mai
        Lê Minh Châu, Somchai Srisuk, Siriporn Chaiyaporn, Paolo Mendoza, Andrea Villanueva
        Rizky Pratama, Dewi Susanti, Ahmad Firdaus, Nur Aisyah, Chinedu Okafor, Amara Nwosu
        Kwame Mensah, Abena Owusu, Tunde Adeyemi, Folake Adebayo, Wanjiru Kamau, Otieno Odhiambo
        Thandiwe Dlamini, Sipho Ndlovu, Lindiwe Khumalo, Tesfaye Bekele, Selam Haile, Amadou Diallo
        Fatou Ndiaye, Moussa Traoré, Aminata Keïta, Kofi Boateng, Zanele Mokoena, Nia Mwangi
        Keanu Kahale, Leilani Akana, Aroha Ngata, Tama Parata, Marisol Quispe, Inti Mamani
        Dakota Begay, Winona Yazzie, Malia Tuilagi, Sione Fifita, Ashleigh Nguyen, Hannah Lindgren
        Ravi Chandran, Sunita Joshi, Kenji Watanabe, Sakura Ito, Ji-woo Choi, Hyun-woo Jung
        Tomás Ó Briain, Gráinne Doyle, Renée Charbonneau, Anaïs Leclerc, Gaëlle Morin, Inés Molina
        山田 太郎, 王 芳, 佐藤 花子, 李 伟, 김 민준, 鈴木 一郎, 張 偉, 陳 美玲, 이 서연, 高橋 結衣
        """
}
